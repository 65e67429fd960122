/**
 * Help centre demo content. Article codes are stable anchors: the footer's about links
 * and /help#terms point at them, so rename only together with the site.
 */
export interface HelpCategorySeed {
  code: string;
  title: string;
  articles: { code: string; title: string; content: string }[];
}

export const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');
export const list = (...items: string[]) =>
  `<ul>${items.map((t) => `<li>${t}</li>`).join('')}</ul>`;

export const helpSeeds: HelpCategorySeed[] = [
  {
    code: 'about',
    title: 'About Us',
    articles: [
      {
        code: 'about-company',
        title: 'About Company',
        content: p(
          'Gamehall is an online entertainment site offering live casino, slots, sports, lottery, fishing and card games.',
          'We run every game on audited, provably fair systems and keep player funds separate from operating funds.',
        ),
      },
      {
        code: 'contact-us',
        title: 'Contact Us',
        content:
          p('Our customer service team is available 24 hours a day, 7 days a week.') +
          list(
            'Live chat: the chat button on every page',
            'Email: <a href="mailto:support@gamehall.example">support@gamehall.example</a>',
          ),
      },
      {
        code: 'affiliates',
        title: 'Affiliates',
        content: p(
          'Become an agent and earn from the players you bring: dividends, daily salary, hourly salary and real-time salary contracts are available.',
          'Open the agent centre after login or ask customer service for an invitation code.',
        ),
      },
    ],
  },
  {
    code: 'rules',
    title: 'Rules and Policies',
    articles: [
      {
        code: 'terms',
        title: 'General Terms and Conditions',
        content:
          p('By opening an account you accept these terms.') +
          list(
            'You must be at least 18 years old (21 where local law requires it).',
            'One account per person, household, device and payment method.',
            'Bonuses carry wagering requirements shown on each promotion.',
            'We may suspend accounts involved in fraud, collusion or bonus abuse.',
          ),
      },
      {
        code: 'refund-policy',
        title: 'Refund Policy',
        content: p(
          'Deposits that were not played can be refunded to the original payment method after identity checks.',
          'Bets settled in a game are final; a game malfunction voids the affected round and its bets are returned.',
        ),
      },
      {
        code: 'privacy-policy',
        title: 'Privacy Policy',
        content:
          p('We collect only the data needed to run your account and meet legal duties.') +
          list(
            'We never sell personal data.',
            'Payment details are handled by certified payment processors.',
            'You may ask for a copy or the deletion of your data at any time.',
          ),
      },
    ],
  },
  {
    code: 'responsible',
    title: 'Responsible Gaming',
    articles: [
      {
        code: 'responsible-gaming',
        title: 'Responsible Gaming',
        content:
          p('Gaming should be entertainment, never a way to make money.') +
          list(
            'Set deposit and session limits in the security centre.',
            'Take breaks; never chase losses.',
            'Self-exclusion is available through customer service.',
          ),
      },
    ],
  },
  {
    code: 'deposit',
    title: 'Deposit FAQ',
    articles: [
      {
        code: 'deposit-how',
        title: 'How do I deposit?',
        content: p(
          'Press Deposit in the header, choose a payment method, enter the amount and follow the steps shown.',
        ),
      },
      {
        code: 'deposit-time',
        title: 'How long does a deposit take?',
        content: p('Most deposits arrive within minutes; bank transfers can take up to an hour.'),
      },
      {
        code: 'deposit-missing',
        title: 'My deposit has not arrived',
        content: p(
          'Keep your payment receipt and contact customer service with the transaction reference.',
        ),
      },
    ],
  },
  {
    code: 'withdraw',
    title: 'Withdraw FAQ',
    articles: [
      {
        code: 'withdraw-how',
        title: 'How do I withdraw?',
        content: p(
          'Press Withdraw, choose your bank account, enter the amount and your payment password.',
        ),
      },
      {
        code: 'withdraw-time',
        title: 'How long does a withdrawal take?',
        content: p('Withdrawals are reviewed and paid out within 30 minutes on average.'),
      },
      {
        code: 'withdraw-confirm',
        title: 'Confirming that I received a withdrawal',
        content: p(
          'After payout, confirm received, not received (with proof) or partly received. No answer within the set time counts as received.',
        ),
      },
    ],
  },
];
