/** The site chrome (spec §2): header, side menu, right bar, footer. */
export { Footer } from './components/footer.tsx';
export { Header, type HeaderProps } from './components/header.tsx';
export { RightBar } from './components/right-bar.tsx';
export { SideMenu } from './components/side-menu.tsx';
