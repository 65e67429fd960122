export { HelpPage } from '../../features/help/index.ts';
