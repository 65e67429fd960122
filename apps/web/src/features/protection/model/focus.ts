/**
 * The responsible gaming page's "Set my limits" opens the security centre at this
 * section: the page asks, the section takes the request once when it shows.
 */
let wanted = false;

export const askForSection = () => {
  wanted = true;
};

export function takeSectionRequest(): boolean {
  const was = wanted;
  wanted = false;
  return was;
}
