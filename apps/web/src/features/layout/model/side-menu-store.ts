import { create } from 'zustand';

/**
 * The mobile drawer (product §2 side menu). The header's menu button toggles it; the side
 * menu registers itself so header-only layouts, which have no drawer, know not to offer
 * a menu button that would do nothing.
 */
interface SideMenuState {
  open: boolean;
  /** How many SideMenu instances are mounted. */
  mounted: number;
  setOpen(open: boolean): void;
  toggle(): void;
  register(): () => void;
}

export const useSideMenu = create<SideMenuState>((set) => ({
  open: false,
  mounted: 0,
  setOpen: (open) => set({ open }),
  toggle: () => set((s) => ({ open: !s.open })),
  register() {
    set((s) => ({ mounted: s.mounted + 1 }));
    return () => set((s) => ({ mounted: s.mounted - 1, open: s.mounted > 1 && s.open }));
  },
}));

/** The id the menu button points at with aria-controls. */
export const SIDE_MENU_ID = 'side-menu';
