import { sendBindEmail, sendBindSms, sendLoginSms, sendRegisterSms } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { handle, memberOf } from '../../lib/define-routes.ts';
import { dialingCodesOf } from '../../settings/countries.ts';
import { findMemberByMobile } from '../member/index.ts';
import type { CodeServiceImpl } from './code-service.ts';
import { dialingDigits, phoneTarget } from './phone.ts';

/**
 * Thin routes: the code service holds the throttles, the codes and the sending. A code
 * to a phone goes only to the brand's dialing codes, and one a visitor asks for without
 * a session needs a solved image captcha (decision 019).
 */
export function verificationRoutes(app: FastifyInstance, codes: CodeServiceImpl) {
  const servedDialingCode = async (code: string) => {
    const allowed = dialingCodesOf((await app.settings.get()).settings.accounts.dialingCountries);
    if (!allowed.has(dialingDigits(code))) {
      throw new AppError(
        'DIALING_CODE_UNSUPPORTED',
        'This site does not send SMS to that country',
        {
          details: { allowed: [...allowed].map((c) => `+${c}`) },
        },
      );
    }
  };
  const solvedCaptcha = async (body: { captcha: string; captchaKey: string }) => {
    if (!(await app.captcha.verify(body.captchaKey, body.captcha))) {
      throw new AppError('CAPTCHA_INVALID', 'The captcha is wrong or expired, please try again');
    }
  };

  handle(app, sendLoginSms, async ({ body, req }) => {
    await servedDialingCode(body.countryDialingCode);
    await solvedCaptcha(body);
    const target = phoneTarget(body.countryDialingCode, body.mobileNum);
    const member = await findMemberByMobile(
      app.database.db,
      dialingDigits(body.countryDialingCode),
      body.mobileNum,
    );
    // The same answer whether or not the number has an account (no account discovery);
    // the throttles count either way so probing costs the same as using.
    if (!member) return codes.throttle({ target, ip: req.ip });
    return codes.send({ purpose: 'login', channel: 'sms', target, recipient: target, ip: req.ip });
  });

  handle(app, sendRegisterSms, async ({ body, req }) => {
    await servedDialingCode(body.countryDialingCode);
    await solvedCaptcha(body);
    const target = phoneTarget(body.countryDialingCode, body.mobileNo);
    return codes.send({
      purpose: 'register',
      channel: 'sms',
      target,
      recipient: target,
      ip: req.ip,
    });
  });

  handle(app, sendBindSms, async (ctx) => {
    const { id } = memberOf(ctx);
    await servedDialingCode(ctx.body.countryDialingCode);
    const phone = phoneTarget(ctx.body.countryDialingCode, ctx.body.mobileNum);
    return codes.send({
      purpose: 'bind-mobile',
      channel: 'sms',
      target: `member:${id}|${phone}`,
      recipient: phone,
      ip: ctx.req.ip,
    });
  });

  handle(app, sendBindEmail, async (ctx) => {
    const { id } = memberOf(ctx);
    const email = ctx.body.email.trim().toLowerCase();
    return codes.send({
      purpose: 'bind-email',
      channel: 'email',
      target: `member:${id}|${email}`,
      recipient: email,
      ip: ctx.req.ip,
    });
  });
}
