import { list, p } from './help.ts';

/** One language's help texts, by category code and article code (help.ts is the English). */
export interface HelpTexts {
  categories: Record<string, string>;
  articles: Record<string, { title: string; content: string }>;
}

/** The demo brand's help centre in Spanish and Chinese (issue 20: content in the site's language). */
export const helpTranslations: Record<'ES' | 'CN', HelpTexts> = {
  ES: {
    categories: {
      about: 'Sobre nosotros',
      rules: 'Reglas y políticas',
      responsible: 'Juego responsable',
      deposit: 'Preguntas frecuentes sobre depósitos',
      withdraw: 'Preguntas frecuentes sobre retiros',
    },
    articles: {
      'about-company': {
        title: 'Sobre la empresa',
        content: p(
          'Gamehall es un sitio de entretenimiento en línea que ofrece casino en vivo, tragamonedas, deportes, lotería, pesca y juegos de cartas.',
          'Todos nuestros juegos funcionan en sistemas auditados y de equidad comprobable, y mantenemos los fondos de los jugadores separados de los fondos operativos.',
        ),
      },
      'contact-us': {
        title: 'Contáctanos',
        content:
          p(
            'Nuestro equipo de atención al cliente está disponible las 24 horas del día, los 7 días de la semana.',
          ) +
          list(
            'Chat en vivo: el botón de chat en cada página',
            'Correo electrónico: <a href="mailto:support@gamehall.example">support@gamehall.example</a>',
          ),
      },
      affiliates: {
        title: 'Afiliados',
        content: p(
          'Conviértete en agente y gana con los jugadores que traigas: ofrecemos contratos de dividendos, salario diario, salario por hora y salario en tiempo real.',
          'Abre el centro de agentes después de iniciar sesión o pide un código de invitación a atención al cliente.',
        ),
      },
      terms: {
        title: 'Términos y condiciones generales',
        content:
          p('Al abrir una cuenta, aceptas estos términos.') +
          list(
            'Debes tener al menos 18 años (21 donde la ley local lo exija).',
            'Una sola cuenta por persona, hogar, dispositivo y método de pago.',
            'Los bonos tienen requisitos de apuesta, que se indican en cada promoción.',
            'Podemos suspender las cuentas involucradas en fraude, colusión o abuso de bonos.',
          ),
      },
      'refund-policy': {
        title: 'Política de reembolso',
        content: p(
          'Los depósitos que no se hayan jugado pueden reembolsarse al método de pago original después de verificar tu identidad.',
          'Las apuestas liquidadas en un juego son definitivas; si un juego falla, la ronda afectada se anula y se devuelven sus apuestas.',
        ),
      },
      'privacy-policy': {
        title: 'Política de privacidad',
        content:
          p(
            'Solo recopilamos los datos necesarios para operar tu cuenta y cumplir con nuestras obligaciones legales.',
          ) +
          list(
            'Nunca vendemos datos personales.',
            'Los datos de pago los manejan procesadores de pago certificados.',
            'Puedes solicitar una copia o la eliminación de tus datos en cualquier momento.',
          ),
      },
      'responsible-gaming': {
        title: 'Juego responsable',
        content:
          p('El juego debe ser un entretenimiento, nunca una forma de ganar dinero.') +
          list(
            'Establece límites de depósito y de sesión en el centro de seguridad.',
            'Toma descansos; nunca intentes recuperar lo que perdiste.',
            'Puedes solicitar la autoexclusión a través de atención al cliente.',
          ),
      },
      'deposit-how': {
        title: '¿Cómo hago un depósito?',
        content: p(
          'Presiona Depositar en el encabezado, elige un método de pago, ingresa el monto y sigue los pasos que se muestran.',
        ),
      },
      'deposit-time': {
        title: '¿Cuánto tarda un depósito?',
        content: p(
          'La mayoría de los depósitos se acreditan en unos minutos; las transferencias bancarias pueden tardar hasta una hora.',
        ),
      },
      'deposit-missing': {
        title: 'Mi depósito no ha llegado',
        content: p(
          'Guarda tu comprobante de pago y comunícate con atención al cliente indicando la referencia de la transacción.',
        ),
      },
      'withdraw-how': {
        title: '¿Cómo hago un retiro?',
        content: p(
          'Presiona Retirar, elige tu cuenta bancaria, ingresa el monto y tu contraseña de pago.',
        ),
      },
      'withdraw-time': {
        title: '¿Cuánto tarda un retiro?',
        content: p('Los retiros se revisan y se pagan en 30 minutos en promedio.'),
      },
      'withdraw-confirm': {
        title: 'Confirmar que recibí un retiro',
        content: p(
          'Después del pago, confirma si lo recibiste, si no lo recibiste (con comprobante) o si lo recibiste en parte. Si no respondes dentro del plazo establecido, se considera recibido.',
        ),
      },
    },
  },
  CN: {
    categories: {
      about: '关于我们',
      rules: '规则与政策',
      responsible: '责任博彩',
      deposit: '存款常见问题',
      withdraw: '提款常见问题',
    },
    articles: {
      'about-company': {
        title: '公司简介',
        content: p(
          'Gamehall 是一家在线娱乐网站，提供真人娱乐、老虎机、体育、彩票、捕鱼和棋牌游戏。',
          '我们的所有游戏均运行在经过审计、公平性可验证的系统上，并将玩家资金与运营资金分开保管。',
        ),
      },
      'contact-us': {
        title: '联系我们',
        content:
          p('我们的客服团队全年无休，每天 24 小时、每周 7 天为您服务。') +
          list(
            '在线聊天：每个页面上的聊天按钮',
            '电子邮箱：<a href="mailto:support@gamehall.example">support@gamehall.example</a>',
          ),
      },
      affiliates: {
        title: '合营代理',
        content: p(
          '成为代理，从您推荐的玩家身上获得收益：我们提供分红、日工资、时工资和实时工资等多种契约。',
          '登录后打开代理中心，或联系客服索取邀请码。',
        ),
      },
      terms: {
        title: '条款与规则',
        content:
          p('开设账户即表示您接受以下条款。') +
          list(
            '您必须年满 18 周岁（当地法律另有规定的，须年满 21 周岁）。',
            '每人、每个家庭、每台设备及每种支付方式仅限一个账户。',
            '红利附带流水要求，具体以各项优惠活动的说明为准。',
            '对于涉及欺诈、串通或滥用红利的账户，我们有权予以冻结。',
          ),
      },
      'refund-policy': {
        title: '退款政策',
        content: p(
          '未用于游戏的存款，经身份核验后可退回至原支付方式。',
          '游戏中已结算的注单为最终结果；如游戏出现故障，受影响的该局作废，相关投注将予以退还。',
        ),
      },
      'privacy-policy': {
        title: '隐私政策',
        content:
          p('我们仅收集运营您的账户及履行法律义务所必需的数据。') +
          list(
            '我们绝不出售个人数据。',
            '支付信息由经过认证的支付服务商处理。',
            '您可随时要求获取数据副本或删除您的数据。',
          ),
      },
      'responsible-gaming': {
        title: '责任博彩',
        content:
          p('游戏应当是一种娱乐，而绝不是赚钱的手段。') +
          list(
            '在安全中心设置存款限额和游戏时长限制。',
            '适时休息；切勿为挽回损失而继续投注。',
            '如需自我禁入，请联系客服办理。',
          ),
      },
      'deposit-how': {
        title: '如何存款？',
        content: p('点击页面顶部的“存款”，选择支付方式，输入金额，然后按照页面提示的步骤操作。'),
      },
      'deposit-time': {
        title: '存款需要多长时间？',
        content: p('大多数存款会在几分钟内到账；银行转账最长可能需要一小时。'),
      },
      'deposit-missing': {
        title: '我的存款尚未到账',
        content: p('请保留您的付款凭证，并提供交易参考号联系客服。'),
      },
      'withdraw-how': {
        title: '如何提款？',
        content: p('点击“提款”，选择您的银行账户，输入金额和支付密码。'),
      },
      'withdraw-time': {
        title: '提款需要多长时间？',
        content: p('提款平均在 30 分钟内完成审核并出款。'),
      },
      'withdraw-confirm': {
        title: '确认已收到提款',
        content: p(
          '出款后，请确认“已收到”、“未收到”（需提供凭证）或“部分收到”。如在规定时间内未回复，将视为已收到。',
        ),
      },
    },
  },
};
