import type { ServerTexts } from './types.js';

/** ar: what only the server says (mails, notifications, its own pages): the web app never loads it. */
export const arServer: ServerTexts = {
  mail: {
    resetSubject: 'إعادة تعيين كلمة مرور {{brand}}',
    resetBody:
      'مرحبًا {{name}}،\n\nتلقينا طلبًا لإعادة تعيين كلمة المرور الخاصة بك. افتح هذا الرابط خلال {{minutes}} دقيقة لاختيار كلمة مرور جديدة:\n\n{{link}}\n\nإذا لم تطلب ذلك فتجاهل هذه الرسالة؛ تبقى كلمة المرور كما هي.',
    employerRejectedSubject: 'لم تتم الموافقة على تسجيلك كصاحب عمل في {{site}}',
    employerRejectedBody:
      'مرحبًا {{name}}،\n\nتمت مراجعة تسجيلك كصاحب عمل في {{site}} ولم تتم الموافقة عليه، للسبب التالي:\n\n{{reason}}\n\nيمكنك الرد على هذه الرسالة إذا كانت لديك أسئلة.',
    jobRejectedSubject: 'لم تتم الموافقة على وظيفتك «{{title}}» في {{site}}',
    jobRejectedBody:
      'مرحبًا {{name}}،\n\nتمت مراجعة وظيفتك «{{title}}» في {{site}} ولم تتم الموافقة عليها، للسبب التالي:\n\n{{reason}}\n\nأُعيد الرصيد المستخدم إلى رصيدك. يمكنك نسخ الوظيفة وتعديلها وإرسالها من جديد.',
    inviteSubject: 'دعاك {{inviter}} للانضمام إلى {{employer}} على {{brand}}',
    inviteBody:
      'مرحبًا {{name}}،\n\nدعاك {{inviter}} للعمل لدى {{employer}} على {{brand}} بدور {{role}}. افتح هذا الرابط خلال {{days}} أيام لاختيار كلمة المرور:\n\n{{link}}\n\nبعد ذلك تسجّل الدخول بعنوان البريد الإلكتروني هذا. إذا لم تكن تتوقع هذه الرسالة فتجاهلها.',
    offerSubject: 'دعاك {{inviter}} للانضمام إلى {{employer}} على {{brand}}',
    offerBody:
      'مرحبًا {{name}}،\n\nدعاك {{inviter}} للعمل لدى {{employer}} على {{brand}} بدور {{role}}. لن يتغير شيء حتى تردّ: سجّل الدخول بكلمة المرور المعتادة خلال {{days}} أيام لقبول الدعوة أو رفضها.\n\nقبول: {{accept}}\n\nرفض: {{decline}}\n\nإذا لم تكن تتوقع هذه الرسالة فارفض الدعوة أو تجاهلها.',
    registrationInviteSubject: 'أكِّد تسجيل {{employer}} على {{brand}}',
    registrationInviteBody:
      'مرحبًا {{name}}،\n\nلقد سجّلت {{employer}} كصاحب عمل على {{brand}}. افتح هذا الرابط خلال {{days}} أيام لتأكيد عنوان بريدك الإلكتروني واختيار كلمة المرور:\n\n{{link}}\n\nيراجع فريق الموقع التسجيلات الجديدة؛ يمكنك تسجيل الدخول بعد الموافقة على تسجيلك. إن لم تقم بالتسجيل فتجاهل هذه الرسالة.',
    registrationOfferSubject: 'أكِّد تسجيل {{employer}} على {{brand}}',
    registrationOfferBody:
      'مرحبًا {{name}}،\n\nسجّل شخص ما {{employer}} كصاحب عمل على {{brand}} بعنوان البريد الإلكتروني هذا، بدور {{role}}. لن يتغير شيء حتى تردّ: سجّل الدخول بكلمة المرور المعتادة خلال {{days}} أيام للقبول أو الرفض.\n\nقبول: {{accept}}\n\nرفض: {{decline}}\n\nإن لم تكن أنت، فارفض أو تجاهل هذه الرسالة.',
    employerApprovedSubject: 'تمت الموافقة على تسجيلك كصاحب عمل في {{site}}',
    employerApprovedBody:
      'مرحبًا {{name}}،\n\nتمت مراجعة تسجيلك كصاحب عمل في {{site}} والموافقة عليه. يمكنك الآن تسجيل الدخول ونشر الوظائف.',
    applicationConfirmSubject: 'أكِّد طلبك لوظيفة {{job}}',
    applicationConfirmBody:
      'مرحبًا،\n\nتقدّم شخص، نأمل أن تكون أنت، لوظيفة {{job}} لدى {{employer}} على {{site}} باستخدام عنوان البريد الإلكتروني هذا. لإرسال الطلب، افتح هذا الرابط خلال {{hours}} ساعة واضغط «تأكيد طلبي»:\n\n{{link}}\n\nإن لم تكن أنت، فتجاهل هذه الرسالة: لن يُرسَل شيء دون تأكيدك.',
    feedbackConfirmSubject: 'أكِّد تقييمك لوظيفة {{job}}',
    feedbackConfirmBody:
      'مرحبًا،\n\nقيّم شخص، نأمل أن تكون أنت، وظيفة {{job}} لدى {{employer}} على {{site}} باستخدام عنوان البريد الإلكتروني هذا. ليُحتسَب التقييم، افتح هذا الرابط خلال {{hours}} ساعة واضغط «تأكيد تقييمي»:\n\n{{link}}\n\nإن لم تكن أنت، فتجاهل هذه الرسالة: لا يُحتسَب التقييم دون تأكيدك.',
    twoFactorEnabledSubject: 'تم تفعيل تسجيل الدخول بخطوتين في {{brand}}',
    twoFactorEnabledBody:
      'مرحبًا {{name}}،\n\nتم للتو تفعيل تسجيل الدخول بخطوتين لحسابك في {{brand}}. عند كل تسجيل دخول سيُطلب منك رمز من تطبيق المصادقة بعد كلمة المرور.\n\nإن لم تكن أنت من فعل ذلك، فغيّر كلمة المرور وتواصل مع المسؤول فورًا.',
    twoFactorDisabledSubject: 'تم إيقاف تسجيل الدخول بخطوتين في {{brand}}',
    twoFactorDisabledBody:
      'مرحبًا {{name}}،\n\nتم للتو إيقاف تسجيل الدخول بخطوتين لحسابك في {{brand}}، وأصبحت كلمة المرور وحدها كافية لتسجيل الدخول.\n\nإن لم تكن أنت من فعل ذلك، فغيّر كلمة المرور وتواصل مع المسؤول فورًا.',
    recoveryCodeUsedSubject: 'تم استخدام رمز استرداد في {{brand}}',
    recoveryCodeUsedBody:
      'مرحبًا {{name}}،\n\nتم للتو استخدام رمز استرداد لتسجيل الدخول إلى {{brand}}. تبقّى لديك {{left}} من الرموز. يمكنك إنشاء رموز جديدة من إعدادات الأمان في ملفك الشخصي.\n\nإن لم تكن أنت من فعل ذلك، فغيّر كلمة المرور وتواصل مع المسؤول فورًا.',
    identityProviderAddedSubject: 'أُضيف مزوّد هوية إلى {{account}} على {{brand}}',
    identityProviderChangedSubject: 'تم تعديل مزوّد هوية لـ {{account}} على {{brand}}',
    identityProviderRemovedSubject: 'أُزيل مزوّد هوية من {{account}} على {{brand}}',
    identityProviderBody:
      'مرحبًا {{name}}،\n\nغيّر {{actor}} طريقة تسجيل الدخول إلى {{account}} على {{brand}}: أُضيف مزوّد الهوية «{{provider}}» أو عُدّل أو أُزيل. يمكنك مراجعة المزوّدين في صفحة أمان تسجيل الدخول للحساب.\n\nإن لم تكن تتوقع ذلك، فراجع سجل التدقيق للحساب وتواصل مع المسؤول فورًا.',
    ssoFirstSignInSubject: 'سجّلت الدخول إلى {{brand}} عبر {{provider}}',
    ssoFirstSignInBody:
      'مرحبًا {{name}}،\n\nسجّلت الدخول للتو إلى {{brand}} عبر {{provider}} لأول مرة. يمكنك من الآن استخدامه لتسجيل الدخول.\n\nإن لم تكن أنت، فتواصل مع المسؤول فورًا.',
    passkeyAddedSubject: 'تمت إضافة مفتاح مرور جديد إلى حسابك في {{brand}}',
    passkeyAddedBody:
      'مرحبًا {{name}}،\n\nتمت للتو إضافة مفتاح مرور جديد باسم «{{passkey}}» إلى حسابك في {{brand}}. يتيح لك تسجيل الدخول على {{host}} دون كلمة المرور.\n\nإن لم تكن أنت من فعل ذلك، فاحذفه من إعدادات الأمان في ملفك الشخصي، وغيّر كلمة المرور وتواصل مع المسؤول فورًا.',
    passkeyRemovedSubject: 'تمت إزالة مفتاح مرور من حسابك في {{brand}}',
    passkeyRemovedBody:
      'مرحبًا {{name}}،\n\nتمت للتو إزالة مفتاح المرور «{{passkey}}» من حسابك في {{brand}}، ولم يعد يتيح لك تسجيل الدخول.\n\nإن لم تكن أنت من فعل ذلك، فغيّر كلمة المرور وتواصل مع المسؤول فورًا.',
    applicationStatus: {
      new: {
        subject: 'طلبك لوظيفة {{job}}',
        body: 'مرحبًا {{name}}،\n\nشكرًا لتقديمك على وظيفة {{job}} لدى {{employer}}. لقد تلقينا طلبك وسنتواصل معك.\n\n{{site}}',
      },
      applied: {
        subject: 'اكتمل طلبك لوظيفة {{job}}',
        body: 'مرحبًا {{name}}،\n\nاكتمل طلبك لوظيفة {{job}} لدى {{employer}} وأصبح لدى فريق التوظيف.\n\n{{site}}',
      },
      registered: {
        subject: 'تم تسجيل طلبك لوظيفة {{job}}',
        body: 'مرحبًا {{name}}،\n\nتم تسجيل طلبك لوظيفة {{job}} لدى {{employer}} لدى مستشارينا.\n\n{{site}}',
      },
      invited: {
        subject: 'أنت مدعو إلى الخطوة التالية لوظيفة {{job}}',
        body: 'مرحبًا {{name}}،\n\nأخبار سارة: ترغب {{employer}} في أن تنتقل إلى الخطوة التالية لوظيفة {{job}}. سنتواصل معك بالتفاصيل.\n\n{{site}}',
      },
      screening: {
        subject: 'طلبك لوظيفة {{job}} قيد المراجعة',
        body: 'مرحبًا {{name}}،\n\nطلبك لوظيفة {{job}} لدى {{employer}} قيد المراجعة الآن.\n\n{{site}}',
      },
      shortlisted: {
        subject: 'تم إدراجك في القائمة المختصرة لوظيفة {{job}}',
        body: 'مرحبًا {{name}}،\n\nتهانينا: تم إدراجك في القائمة المختصرة لوظيفة {{job}} لدى {{employer}}. سنتواصل معك بشأن الخطوات التالية.\n\n{{site}}',
      },
      interviewed: {
        subject: 'شكرًا على مقابلتك لوظيفة {{job}}',
        body: 'مرحبًا {{name}}،\n\nشكرًا على مقابلتك لوظيفة {{job}} لدى {{employer}}. سنبلغك بالنتيجة.\n\n{{site}}',
      },
      offered: {
        subject: 'عرض لوظيفة {{job}}',
        body: 'مرحبًا {{name}}،\n\nيسعدنا إبلاغك بأن {{employer}} ترغب في أن تعرض عليك وظيفة {{job}}. سنتواصل معك بالتفاصيل.\n\n{{site}}',
      },
      unsuccessful: {
        subject: 'طلبك لوظيفة {{job}}',
        body: 'مرحبًا {{name}}،\n\nشكرًا لاهتمامك بوظيفة {{job}} لدى {{employer}}. بعد دراسة متأنية، لن نمضي قدمًا في طلبك. نتمنى لك كل التوفيق.\n\n{{site}}',
      },
      withdrawn: {
        subject: 'تم سحب طلبك لوظيفة {{job}}',
        body: 'مرحبًا {{name}}،\n\nتم سحب طلبك لوظيفة {{job}} لدى {{employer}}. يمكنك التقديم مجددًا في أي وقت.\n\n{{site}}',
      },
    },
  },
  notifications: {
    employer_on_hold: {
      subject: 'صاحب عمل جديد بانتظار الموافقة',
      content: 'سجّل {{employer}} في {{site}} وينتظر موافقتك.',
    },
    job_on_hold: {
      subject: 'وظيفة جديدة في قائمة المراجعة',
      content: 'أرسل {{employer}} الوظيفة «{{job}}» على {{site}}، وهي الآن في قائمة المراجعة.',
    },
    job_rejected: {
      subject: 'لم تتم الموافقة على الوظيفة',
      content: 'لم تتم الموافقة على «{{job}}»: {{reason}} تم استرداد الرصيد.',
    },
    job_flagged: {
      subject: 'تم الإبلاغ عن وظيفة',
      content: 'تم الإبلاغ عن «{{job}}»: {{reason}}.',
    },
    credits_purchased: {
      subject: 'تم شراء أرصدة',
      content: 'تمت إضافة {{quantity}} رصيدًا إلى رصيد {{employer}}.',
    },
    application_received: {
      subject: 'طلب توظيف جديد',
      content: 'تقدّم {{seeker}} إلى «{{job}}».',
    },
    impersonated: {
      subject: 'تصرّف شخص ما باسمك',
      content: 'سجّل {{actor}} الدخول باسمك للمساعدة. السبب: {{reason}}',
    },
    invitation_received: {
      subject: 'دعوة للانضمام إلى {{place}}',
      content: 'دعاك {{actor}} للانضمام إلى {{place}} بدور {{role}}. اقبلها أو ارفضها من هنا.',
    },
    invitation_accepted: {
      subject: 'قُبلت الدعوة',
      content: 'قبل {{person}} دعوتك للانضمام إلى {{place}} بدور {{role}}.',
    },
    invitation_declined: {
      subject: 'رُفضت الدعوة',
      content: 'رفض {{person}} دعوتك للانضمام إلى {{place}} بدور {{role}}.',
    },
    webhook_failed: {
      subject: 'تعذّر تسليم الويب هوك',
      content:
        'تعذّر إرسال ردّ على نموذج في {{site}} إلى {{url}} بعد 24 ساعة من المحاولات. يمكنك إعادة إرساله من سجل الإرسال الخاص بالنموذج.',
    },
  },
  ssoTest: {
    not_public: 'عنوان جهة الإصدار على شبكة خاصة أو غير مسموح به: لا تتصل البوابة إلا بمزوّدي هوية عامّين عبر https.',
    https_only: 'يجب أن يكون عنوان جهة الإصدار بصيغة ‎https://‎.',
    discovery_failed: 'تعذّرت قراءة مستند الاكتشاف (‎/.well-known/openid-configuration‎).',
    issuer_mismatch: 'يذكر مستند الاكتشاف جهة إصدار أخرى: انسخ جهة الإصدار تمامًا كما يعطيها المزوّد.',
    jwks_failed: 'تعذّرت قراءة مفاتيح التوقيع لدى المزوّد (JWKS).',
    no_keys: 'لا ينشر المزوّد أي مفاتيح توقيع.',
  },
  testCheckout: {
    title: 'دفع تجريبي',
    credits: 'الأرصدة',
    subtotal: 'المجموع الفرعي',
    discount: 'الخصم',
    total: 'الإجمالي',
    pay: 'ادفع',
    cancel: 'إلغاء',
    settled: 'تم إغلاق عملية الدفع هذه بالفعل.',
    note: 'مدفوعات تجريبية: لا يتم خصم أي مبلغ من بطاقة.',
  },
  applicationConfirm: {
    title: 'أكِّد طلبك',
    intro: 'طلبك لوظيفة {{job}} لدى {{employer}} ({{site}}) جاهز للإرسال.',
    address: 'سيُرسَل باستخدام عنوان البريد الإلكتروني {{email}}.',
    confirm: 'تأكيد طلبي',
    ignore: 'إن لم تتقدّم لهذه الوظيفة، فأغلق هذه الصفحة: لن يُرسَل شيء.',
    confirmedTitle: 'تم إرسال الطلب',
    confirmedText: 'شكرًا لك. تم إرسال طلبك لوظيفة {{job}} لدى {{employer}}، وأرسلنا إليك نسخة بالبريد الإلكتروني.',
    alreadyTitle: 'سبق لك التقدّم',
    alreadyText: 'سبق أن تقدّمت لوظيفة {{job}} لدى {{employer}}. لم يُرسَل شيء آخر.',
    closedTitle: 'لم يُرسَل الطلب',
    closedText: 'لم تعد هذه الوظيفة تستقبل طلبات، أو لم يعد بإمكان هذا العنوان التقدّم على {{site}}.',
    invalidTitle: 'الرابط غير صالح',
  },
  feedbackConfirm: {
    title: 'أكِّد تقييمك',
    intro: 'تقييمك لوظيفة {{job}} لدى {{employer}} ({{site}}): {{rating}} من 5.',
    confirm: 'تأكيد تقييمي',
    ignore: 'إن لم تقيّم هذه الوظيفة، فأغلق هذه الصفحة: لا يُحتسَب التقييم.',
    confirmedTitle: 'تم تأكيد التقييم',
    confirmedText:
      'شكرًا لك. أصبح تقييمك لوظيفة {{job}} لدى {{employer}} محتسَبًا، ويحلّ محلّ أي تقييم سابق منك لهذه الوظيفة.',
    closedTitle: 'لم يُحتسَب التقييم',
    closedText: 'لم تعد هذه الوظيفة تستقبل تقييمات.',
    invalidTitle: 'الرابط غير صالح',
    invalidText: 'انتهت صلاحية هذا الرابط، أو سبق استخدامه، أو لا ينتمي إلى هذا الموقع.',
  },
};
