export function RightBar() {
  return null;
}
