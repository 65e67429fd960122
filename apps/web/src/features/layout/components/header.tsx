export interface HeaderProps {
  /** Spec §2: the header navigation is hidden on /lottery. */
  hideNav?: boolean;
}

export function Header(_props: HeaderProps) {
  return null;
}
