/** The image captcha: another module checks an answer with peekCaptcha. */
export { peekCaptcha } from './service.ts';
