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
    already_member: 'هذا الشخص ينتمي بالفعل إلى صاحب العمل هذا.',
    invitation_accepted: 'لقد قبل هذا الشخص الدعوة بالفعل.',
    cannot_remove_self: 'لا يمكنك إزالة نفسك أو تغيير دورك.',
  },
  fields: {
    required: 'هذا الحقل مطلوب.',
    invalid: 'هذه القيمة غير صالحة.',
    confirmation: 'حقل التأكيد غير مطابق.',
    image: 'خطأ في الصورة.',
    email: 'أدخل عنوان بريد إلكتروني صالحًا.',
    password_too_short: 'يجب ألا تقل كلمة المرور عن {{min}} أحرف.',
    password_too_long: 'يجب ألا تزيد كلمة المرور عن {{max}} حرفًا.',
    password_common: 'كلمة المرور هذه شائعة جدًا. اختر كلمة أخرى.',
    current_password: 'كلمة المرور الحالية غير صحيحة.',
    too_long: 'يجب ألا تزيد هذه القيمة عن {{max}} حرفًا.',
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
    inviteSubject: 'دعاك {{inviter}} للانضمام إلى {{employer}} على {{brand}}',
    inviteBody:
      'مرحبًا {{name}}،\n\nدعاك {{inviter}} للعمل لدى {{employer}} على {{brand}} بدور {{role}}. افتح هذا الرابط خلال {{days}} أيام لاختيار كلمة المرور:\n\n{{link}}\n\nبعد ذلك تسجّل الدخول بعنوان البريد الإلكتروني هذا. إذا لم تكن تتوقع هذه الرسالة فتجاهلها.',
    memberAddedSubject: 'أصبح لديك وصول إلى {{employer}} على {{brand}}',
    memberAddedBody:
      'مرحبًا {{name}}،\n\nمنحك {{inviter}} الوصول إلى {{employer}} على {{brand}} بدور {{role}}. سجّل الدخول بكلمة المرور المعتادة:\n\n{{link}}',
  },
  labels: {
    employerTypes: { business: 'شركة', household: 'أسرة' },
  },
};
