export function SideMenu() {
  return null;
}
