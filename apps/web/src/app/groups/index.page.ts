/*
 * Page group "index" (DESIGN.md). Each file in this folder is one lazily loaded chunk
 * named after its spec page group, so the build output reads like spec §7's list; this
 * one carries ".page" because a file called index would be named after its folder.
 */
export { HomePage, LoginPage, RegisterPage } from '../../features/home/index.ts';
