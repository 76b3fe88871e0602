import type { MessageCatalogue } from './types.js';

export const ar: MessageCatalogue = {
  errors: {
    unknown_error: 'خطأ غير معروف.',
    service_unavailable: 'الخدمة غير متاحة. يرجى المحاولة بعد قليل.',
    unauthenticated: 'غير مصادق.',
    forbidden: 'غير مصرح لك!',
    not_found: 'المورد المطلوب غير موجود.',
    validation_failed: 'البيانات المقدمة غير صالحة.',
    invalid_credentials: 'بيانات الاعتماد هذه لا تطابق سجلاتنا.',
    reset_token_invalid: 'رابط إعادة تعيين كلمة المرور هذا غير صالح أو منتهي الصلاحية.',
    insufficient_credits: 'ليس لديك رصيد كافٍ لنشر هذه الوظيفة. يرجى شراء المزيد من الأرصدة للمتابعة.',
    too_many_attempts: 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد {{seconds}} ثانية.',
    invalid_enterprise: 'ترويسة معرّف المؤسسة مفقودة أو غير صالحة.',
    invalid_context: 'الحساب أو الموقع أو صاحب العمل المحدد غير صالح.',
    malformed_json: 'نص الطلب ليس JSON صالحًا.',
    bad_request: 'تعذر فهم الطلب.',
    unsupported_media_type: 'نوع المحتوى هذا غير مدعوم.',
    payload_too_large: 'الطلب كبير جدًا.',
    conflict: 'يتعارض هذا مع الحالة الحالية. أعد التحميل وحاول مرة أخرى.',
    employer_unavailable: 'حساب صاحب العمل هذا معطّل أو لم تتم الموافقة عليه. تواصل مع فريق موقع التوظيف للمساعدة.',
    invitation_expired: 'انتهت صلاحية هذه الدعوة. اطلب من الشخص الذي دعاك أن يرسلها مرة أخرى.',
    cannot_remove_self: 'لا يمكنك إزالة نفسك أو تغيير دورك.',
    credits_exceed_balance: 'لدى صاحب العمل {{balance}} رصيد فقط؛ لا يمكنك سحب أكثر من ذلك.',
    idempotency_mismatch: 'مفتاح عدم التكرار هذا استُخدم من قبل لطلب مختلف.',
    payment_unavailable: 'تعذّر الوصول إلى خدمة الدفع. حاول مرة أخرى بعد قليل.',
    impersonation_refused: 'لا يمكنك التصرف باسم هذا الشخص: إنه معطّل أو غير مفعّل بعد أو لديه صلاحيات لا تملكها.',
    not_impersonating: 'أنت لا تتصرف باسم أي شخص.',
    not_while_impersonating: 'لا يمكن القيام بذلك أثناء التصرف باسم شخص آخر.',
    job_not_editable: 'لم يعد بالإمكان تعديل هذه الوظيفة. انسخها لنشرها من جديد.',
    job_has_applications: 'تلقّت هذه الوظيفة طلبات توظيف، لذا لا يمكن حذفها. اجعلها منتهية بدلاً من ذلك.',
    already_granted: 'يملك هذا الشخص هذا الدور هناك بالفعل.',
    user_in_other_accounts: 'يعمل هذا الشخص لدى حساب آخر أيضًا، لذا لا يمكن تعطيله هنا. أزل صلاحياته بدلًا من ذلك.',
    role_in_use: 'لا يزال أشخاص يملكون هذا الدور. امنحهم دورًا آخر أولًا.',
    already_applied: 'لقد تقدّمت لهذه الوظيفة بالفعل.',
    seeker_disabled_final: 'تم تعطيل هذا المرشح. لا يمكن التراجع عن التعطيل.',
    seeker_disabled: 'هذا المرشح معطَّل ولم يعد بالإمكان مراسلته أو تعديله.',
  },
  fields: {
    required: 'هذا الحقل مطلوب.',
    invalid: 'هذه القيمة غير صالحة.',
    confirmation: 'حقل التأكيد غير مطابق.',
    image: 'خطأ في الصورة.',
    email: 'أدخل عنوان بريد إلكتروني صالحًا.',
    password_too_short: 'يجب ألا تقل كلمة المرور عن {{min}} أحرف.',
    password_too_long: 'يجب ألا تزيد كلمة المرور عن {{max}} حرفًا.',
    email_taken: 'عنوان البريد الإلكتروني هذا مستخدم بالفعل على هذا الموقع.',
    domain_taken: 'هذا العنوان مستخدم بالفعل لموقع آخر.',
    password_common: 'كلمة المرور هذه شائعة جدًا. اختر كلمة أخرى.',
    current_password: 'كلمة المرور الحالية غير صحيحة.',
    too_long: 'يجب ألا تزيد هذه القيمة عن {{max}} حرفًا.',
    contrast: 'هذا اللون فاتح جدًا: يجب أن يبلغ تباين النص الأبيض عليه 4.5:1.',
    self_invite: 'لا يمكنك دعوة نفسك.',
  },
  messages: {
    resetLinkSent: 'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا رابطًا لإعادة تعيين كلمة المرور.',
    passwordReset: 'تمت إعادة تعيين كلمة المرور. يمكنك الآن تسجيل الدخول.',
    passwordChanged: 'تم تغيير كلمة المرور. تم تسجيل الخروج من جلساتك الأخرى.',
  },
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
      subject: 'وظيفة بانتظار المراجعة',
      content: 'نشر {{employer}} الوظيفة «{{job}}» على {{site}} وهي بانتظار المراجعة.',
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
  labels: {
    employerTypes: { business: 'شركة', household: 'أسرة' },
    jobStatuses: {
      draft: 'مسودة',
      on_hold: 'قيد المراجعة',
      live: 'منشورة',
      unlisted: 'مخفية',
      expired: 'منتهية',
      rejected: 'مرفوضة',
    },
    applicationStatuses: {
      new: 'جديد',
      applied: 'مُقدَّم',
      registered: 'مسجَّل',
      invited: 'مدعو',
      screening: 'قيد الفرز',
      shortlisted: 'في القائمة المختصرة',
      interviewed: 'تمت المقابلة',
      offered: 'تم تقديم عرض',
      unsuccessful: 'غير ناجح',
      withdrawn: 'مسحوب',
    },
    seekerSorts: {
      '-created_at': 'الأحدث أولًا',
      created_at: 'الأقدم أولًا',
      '-last_active_at': 'الأنشط مؤخرًا',
      last_active_at: 'الأقل نشاطًا مؤخرًا',
      last_name: 'اسم العائلة من أ إلى ي',
      '-last_name': 'اسم العائلة من ي إلى أ',
    },
  },
};
