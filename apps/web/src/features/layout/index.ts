/** The site chrome (product §2): header, side menu, right bar, footer. */
export { DeferredFooter } from './components/deferred-footer.tsx';
export { Footer } from './components/footer.tsx';
export { Header, type HeaderProps } from './components/header.tsx';
export { RightBar } from './components/right-bar.tsx';
export { SideMenu } from './components/side-menu.tsx';
export { useCentreMember } from './hooks/use-centre-member.ts';
export { useMemberPageShown } from './hooks/use-member-page-shown.ts';
export { useAgentPage, useMemberPage, useProtected } from './hooks/use-protected.ts';
export { AGENT_TYPES, avatarUrl } from './model/avatar.ts';
export { useSideMenu } from './model/side-menu-store.ts';
