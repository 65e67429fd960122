/*
 * Page group "index" (docs/architecture.md "Page groups"). Each file in this folder is one lazily loaded chunk
 * named after its product page group, so the build output reads like product §7's list; this
 * one carries ".page" because a file called index would be named after its folder.
 */
export { HomePage, LoginPage, RegisterPage } from '../../features/home/index.ts';
