import type { MessageCatalogue } from './types.js';

export const fr: MessageCatalogue = {
  errors: {
    unknown_error: 'Erreur inconnue.',
    service_unavailable: 'Le service est indisponible. Réessayez dans un instant.',
    database_unreachable: 'Pas prêt : la base de données est injoignable.',
    migrations_pending: "Pas prêt : la base de données n'a pas encore été migrée vers cette version.",
    unauthenticated: 'Non authentifié.',
    forbidden: "Vous n'êtes pas autorisé !",
    not_found: "La ressource demandée n'existe pas.",
    validation_failed: 'Les données fournies sont invalides.',
    invalid_credentials: 'Ces identifiants ne correspondent à aucun compte.',
    reset_token_invalid: 'Ce lien de réinitialisation est invalide ou a expiré.',
    insufficient_credits:
      "Vous n'avez pas assez de crédits pour publier cette offre. Veuillez acheter des crédits pour continuer.",
    too_many_attempts: 'Trop de tentatives. Réessayez dans {{seconds}} secondes.',
    invalid_enterprise: "L'en-tête d'identifiant d'entreprise est absent ou invalide.",
    invalid_context: 'Le compte, le site ou l’employeur sélectionné est invalide.',
    malformed_json: "Le corps de la requête n'est pas un JSON valide.",
    bad_request: 'La requête est incompréhensible.',
    unsupported_media_type: "Ce type de contenu n'est pas pris en charge.",
    payload_too_large: 'La requête est trop volumineuse.',
    conflict: "Ceci est en conflit avec l'état actuel. Rechargez et réessayez.",
    employer_unavailable:
      'Ce compte employeur est désactivé ou n’a pas été approuvé. Contactez l’équipe du site d’emploi.',
    invitation_expired: 'Cette invitation a expiré. Demandez à la personne qui vous a invité de la renvoyer.',
    invitation_withdrawn:
      'Cette invitation n’est plus valable : la personne qui l’a envoyée ne peut plus donner ce rôle.',
    cannot_remove_self: 'Vous ne pouvez pas vous retirer vous-même ni changer votre propre rôle.',
    credits_exceed_balance: 'L’employeur n’a que {{balance}} crédits ; vous ne pouvez pas en retirer davantage.',
    idempotency_mismatch: 'Cette clé d’idempotence a déjà servi pour une autre demande.',
    payment_unavailable: 'Le service de paiement est injoignable. Réessayez dans un instant.',
    impersonation_refused:
      'Vous ne pouvez pas agir au nom de cette personne : elle est désactivée, pas encore active, ou a des droits que vous n’avez pas.',
    not_impersonating: 'Vous n’agissez au nom de personne.',
    not_while_impersonating: 'Impossible pendant que vous agissez en tant qu’une autre personne.',
    job_not_editable: 'Cette offre ne peut plus être modifiée. Dupliquez-la pour la publier à nouveau.',
    job_has_applications: 'Cette offre a reçu des candidatures : elle ne peut pas être supprimée. Faites-la expirer.',
    already_granted: 'Cette personne détient déjà ce rôle à cet endroit.',
    user_in_other_accounts:
      'Cette personne travaille aussi pour un autre compte : elle ne peut pas être désactivée ici. Retirez plutôt ses accès.',
    role_in_use: 'Des personnes détiennent encore ce rôle. Attribuez-leur d’abord un autre rôle.',
    seeker_disabled_final: 'Ce candidat a été désactivé. La désactivation est définitive.',
    seeker_disabled: 'Ce candidat est désactivé : il ne peut plus être contacté ni modifié.',
    relist_needs_staff:
      'L’équipe du site d’emploi a masqué cette offre : elle seule peut la remettre en ligne. Contactez-la si l’offre doit revenir.',
    employer_not_active:
      'Cet employeur est en attente, refusé ou désactivé : ses offres ne peuvent pas être mises en ligne.',
    confirmation_link_invalid: 'Ce lien de confirmation n’est pas valide : il a déjà servi ou a expiré.',
    undo_expired:
      'Il est trop tard pour annuler : la modification est désormais définitive (et l’e-mail éventuel est parti).',
    undo_used: 'Cette modification a déjà été annulée.',
    mail_suppression_needs_staff:
      'Seule l’équipe du site d’emploi peut changer un statut sans prévenir les candidats par e-mail.',
    two_factor_enrolment_required:
      'Votre organisation exige la connexion en deux étapes. Activez-la dans les paramètres de sécurité de votre profil pour continuer.',
    two_factor_ticket_invalid:
      'Cette connexion a expiré ou a déjà été terminée. Saisissez de nouveau votre adresse e-mail et votre mot de passe.',
    two_factor_already_enabled: 'La connexion en deux étapes est déjà activée.',
    two_factor_not_enabled: 'La connexion en deux étapes n’est pas activée.',
    two_factor_setup_missing: 'Recommencez la configuration : aucune clé d’authentification n’attend de confirmation.',
    two_factor_required_by_account:
      'Votre organisation exige la connexion en deux étapes : elle ne peut pas être désactivée. Vous pouvez générer de nouveaux codes de secours.',
    passkey_failed: 'Cette clé d’accès n’a pas pu être vérifiée.',
    passkey_ticket_invalid: 'Cette demande de clé d’accès a expiré ou a déjà servi. Réessayez.',
    two_factor_needed_first:
      'Activez d’abord la connexion en deux étapes pour vous-même, sinon cette règle vous bloquerait.',
    unknown_oauth_provider: 'Fournisseur OAuth inconnu.',
    sso_failed:
      'La connexion avec votre fournisseur d’identité n’a pas abouti. Réessayez ou contactez votre administrateur.',
    sso_email_unverified:
      'Votre fournisseur d’identité n’a pas confirmé votre adresse e-mail : il ne peut donc pas vous connecter ici.',
    sso_domain_not_allowed:
      'Le domaine de votre adresse e-mail n’est pas autorisé à se connecter avec ce fournisseur d’identité.',
    sso_no_access:
      'Vous n’avez pas accès à ce portail avec ce fournisseur d’identité. Demandez à votre administrateur de vous inviter.',
    sso_code_invalid:
      'Cette connexion a expiré, a déjà servi ou a été commencée dans un autre navigateur. Connectez-vous de nouveau.',
    sso_provider_required:
      'Ce compte exige l’authentification unique : gardez un fournisseur d’identité activé, ou cessez d’abord de l’exiger.',
    sso_required:
      'Votre organisation se connecte avec son fournisseur d’identité. Utilisez le bouton de la page de connexion.',
    form_not_available: 'Formulaire indisponible.',
    form_handler_missing: 'Aucun traitement de formulaire défini.',
    form_url_missing: 'Aucune URL de formulaire définie.',
    form_url_invalid: 'URL de formulaire invalide.',
    form_handler_invalid: 'Traitement de formulaire invalide.',
    form_has_submissions:
      'Ce formulaire a des réponses : il ne peut pas être supprimé. Désactivez-le, ou supprimez d’abord ses réponses.',
    job_feedback_duplicate: 'Un avis sur cette offre a déjà été envoyé depuis cette adresse e-mail.',
    webhook_delivery_pending:
      'Cet envoi est encore en cours d’essai : il pourra être renvoyé une fois livré ou en échec.',
    webhook_secret_missing:
      'Ce formulaire n’a pas encore de secret de signature : il est créé à la première publication.',
    form_answered_when_applying:
      'Ce sont les questions de présélection d’une offre : on y répond en postulant à l’offre.',
    reconsent_already_sent:
      'Les candidats ont déjà été invités à accepter cette version ces dernières 24 heures. Réessayez plus tard.',
    export_not_ready: 'Cet export n’est pas encore prêt : son fichier est en cours de création.',
    export_expired: 'Cet export a expiré et son fichier a été supprimé. Lancez un nouvel export.',
  },
  fields: {
    registration_fields:
      'Un formulaire d’inscription employeur doit avoir ces champs obligatoires : {{missing}} (company_name, first_name et last_name en texte court ; email en champ e-mail).',
    required: 'Ce champ est obligatoire.',
    invalid: "Cette valeur n'est pas valide.",
    confirmation: 'Le champ de confirmation ne correspond pas.',
    image: "Erreur d'image.",
    email: 'Saisissez une adresse e-mail valide.',
    password_too_short: 'Le mot de passe doit contenir au moins {{min}} caractères.',
    password_too_long: 'Le mot de passe ne peut pas dépasser {{max}} caractères.',
    email_taken: 'Cette adresse e-mail est déjà utilisée sur ce site.',
    domain_taken: 'Un autre site ou une autre marque utilise déjà cette adresse.',
    password_common: 'Ce mot de passe est trop courant. Choisissez-en un autre.',
    current_password: 'Le mot de passe actuel est incorrect.',
    too_long: 'Cette valeur ne peut pas dépasser {{max}} caractères.',
    contrast: 'Cette couleur est trop claire : un texte blanc dessus doit atteindre un contraste de 4,5:1.',
    permission_out_of_place: 'Un rôle pour ce niveau ne peut pas contenir {{permission}}.',
    role_out_of_place: 'Ce rôle ne peut pas être attribué ici : choisissez l’un des rôles proposés pour ce niveau.',
    self_invite: 'Vous ne pouvez pas vous inviter vous-même.',
    status_in_two_stages: 'Un statut ne peut déplacer les candidatures que vers une seule étape.',
    two_factor_code: 'Ce code n’est pas valide. Saisissez le code actuel de votre application d’authentification.',
    recovery_code: 'Ce code de secours n’est pas valide ou a déjà été utilisé.',
    stylesheet_syntax: 'Ce fichier n’est pas une feuille de style CSS lisible par le portail.',
    stylesheet_import: '@import n’est pas autorisé : placez toutes les règles dans ce seul fichier.',
    stylesheet_url:
      'Une feuille de style ne peut utiliser dans url() que des fichiers de ce portail ; les adresses d’autres sites ne sont pas autorisées.',
    issuer_url: 'Saisissez l’adresse de l’émetteur, par exemple https://login.example.com (https, sans paramètres).',
    issuer_https: 'L’émetteur doit être une adresse https://.',
    issuer_not_public:
      'Cette adresse est sur un réseau privé. Le portail ne contacte que des fournisseurs d’identité publics.',
    issuer_preset: 'Cette adresse n’appartient pas au fournisseur choisi.',
    email_domain: 'Saisissez un nom de domaine, par exemple example.com.',
    sso_needs_provider: 'Ajoutez et activez d’abord un fournisseur d’identité.',
    break_glass_owner: 'Choisissez un propriétaire de ce compte qui pourra toujours se connecter avec un mot de passe.',
    stylesheet_script:
      'Les scripts dans une feuille de style (expression, behavior, -moz-binding, javascript:) ne sont pas autorisés.',
    too_many: 'Choisissez-en au plus {{max}}.',
    shortcut_duplicate: 'Chaque écran ne peut être un raccourci qu’une seule fois.',
    form_handler_missing: 'Aucun traitement de formulaire défini.',
    form_url_missing: 'Aucune URL de formulaire définie.',
    form_url_invalid: 'URL de formulaire invalide.',
    form_handler_invalid: 'Traitement de formulaire invalide.',
    file_type:
      'Ce fichier n’est pas d’un type accepté (PDF, Word, PNG, JPEG), ou son contenu ne correspond pas à son nom.',
    job_feedback_fields:
      'Un formulaire d’avis sur une offre demande un champ numérique obligatoire « rating » (1 à 5) et un champ e-mail obligatoire ; « recommend », s’il existe, est un champ oui/non et « comment » un champ texte.',
    job_feedback_job: 'Cette offre ne reçoit pas d’avis ici.',
    job_feedback_rating: 'Donnez une note de 1 à 5.',
    job_feedback_duplicate: 'Un avis sur cette offre a déjà été envoyé depuis cette adresse e-mail.',
    screening_form: 'Choisissez un questionnaire de présélection publié de ce site.',
    knockout_status: 'Choisissez le statut vers lequel une réponse éliminatoire déplace la candidature.',
    knockout_rule: 'Cette règle ne convient pas à ce type de question.',
    screening_file: 'Les questions de présélection ne peuvent pas demander de fichiers.',
    privacy_notice_accept: 'Lisez et acceptez la politique de confidentialité.',
  },
  messages: {
    siteFormThanks: 'Merci ! Votre réponse a bien été envoyée.',
    resetLinkSent:
      'Si un compte existe pour cette adresse e-mail, nous avons envoyé un lien pour réinitialiser son mot de passe.',
    passwordReset: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.',
    passwordChanged: 'Votre mot de passe a été modifié. Vos autres sessions ont été déconnectées.',
  },
  mail: {
    resetSubject: 'Réinitialisez votre mot de passe {{brand}}',
    resetBody:
      "Bonjour {{name}},\n\nNous avons reçu une demande de réinitialisation de votre mot de passe. Ouvrez ce lien dans les {{minutes}} minutes pour en choisir un nouveau :\n\n{{link}}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.",
    employerRejectedSubject: 'Votre inscription employeur sur {{site}} n’a pas été approuvée',
    employerRejectedBody:
      'Bonjour {{name}},\n\nVotre inscription en tant qu’employeur sur {{site}} a été examinée et n’a pas été approuvée, pour la raison suivante :\n\n{{reason}}\n\nVous pouvez répondre à cet e-mail si vous avez des questions.',
    jobRejectedSubject: 'Votre offre « {{title}} » sur {{site}} n’a pas été approuvée',
    jobRejectedBody:
      'Bonjour {{name}},\n\nVotre offre « {{title}} » sur {{site}} a été examinée et n’a pas été approuvée, pour la raison suivante :\n\n{{reason}}\n\nLe crédit utilisé a été rendu à votre solde. Vous pouvez dupliquer l’offre, la modifier et la soumettre à nouveau.',
    inviteSubject: '{{inviter}} vous invite à rejoindre {{employer}} sur {{brand}}',
    inviteBody:
      'Bonjour {{name}},\n\n{{inviter}} vous invite à travailler pour {{employer}} sur {{brand}} en tant que {{role}}. Ouvrez ce lien dans les {{days}} jours pour choisir votre mot de passe :\n\n{{link}}\n\nVous vous connecterez ensuite avec cette adresse e-mail. Si vous ne vous attendiez pas à ce message, ignorez-le.',
    offerSubject: '{{inviter}} vous invite à rejoindre {{employer}} sur {{brand}}',
    offerBody:
      'Bonjour {{name}},\n\n{{inviter}} vous invite à travailler pour {{employer}} sur {{brand}} en tant que {{role}}. Rien ne change tant que vous n’avez pas répondu : connectez-vous avec votre mot de passe habituel dans les {{days}} jours pour accepter ou refuser.\n\nAccepter : {{accept}}\n\nRefuser : {{decline}}\n\nSi vous ne vous attendiez pas à ce message, refusez l’invitation ou ignorez-le.',
    registrationInviteSubject: 'Confirmez l’inscription de {{employer}} sur {{brand}}',
    registrationInviteBody:
      'Bonjour {{name}},\n\nVous avez inscrit {{employer}} comme employeur sur {{brand}}. Ouvrez ce lien dans les {{days}} jours pour confirmer votre adresse e-mail et choisir votre mot de passe :\n\n{{link}}\n\nL’équipe du site examine les nouvelles inscriptions ; vous pourrez vous connecter une fois la vôtre approuvée. Si vous ne vous êtes pas inscrit, ignorez cet e-mail.',
    registrationOfferSubject: 'Confirmez l’inscription de {{employer}} sur {{brand}}',
    registrationOfferBody:
      'Bonjour {{name}},\n\nQuelqu’un a inscrit {{employer}} comme employeur sur {{brand}} avec cette adresse e-mail, en tant que {{role}}. Rien ne change tant que vous n’avez pas répondu : connectez-vous avec votre mot de passe habituel dans les {{days}} jours pour accepter ou refuser.\n\nAccepter : {{accept}}\n\nRefuser : {{decline}}\n\nSi ce n’était pas vous, refusez ou ignorez cet e-mail.',
    employerApprovedSubject: 'Votre inscription employeur sur {{site}} a été approuvée',
    employerApprovedBody:
      'Bonjour {{name}},\n\nVotre inscription en tant qu’employeur sur {{site}} a été examinée et approuvée. Vous pouvez maintenant vous connecter et publier des offres.',
    applicationConfirmSubject: 'Confirmez votre candidature pour {{job}}',
    applicationConfirmBody:
      'Bonjour,\n\nQuelqu’un, vous nous l’espérons, a postulé au poste {{job}} chez {{employer}} sur {{site}} avec cette adresse e-mail. Pour envoyer la candidature, ouvrez ce lien dans les {{hours}} heures et appuyez sur « Confirmer ma candidature » :\n\n{{link}}\n\nSi ce n’était pas vous, ignorez cet e-mail : rien n’est envoyé sans votre confirmation.',
    twoFactorEnabledSubject: 'La connexion en deux étapes est activée sur {{brand}}',
    twoFactorEnabledBody:
      'Bonjour {{name}},\n\nLa connexion en deux étapes vient d’être activée pour votre compte {{brand}}. À chaque connexion, un code de votre application d’authentification vous sera demandé après votre mot de passe.\n\nSi ce n’est pas vous, changez votre mot de passe et contactez votre administrateur sans attendre.',
    twoFactorDisabledSubject: 'La connexion en deux étapes est désactivée sur {{brand}}',
    twoFactorDisabledBody:
      'Bonjour {{name}},\n\nLa connexion en deux étapes vient d’être désactivée pour votre compte {{brand}} : votre mot de passe suffit désormais pour vous connecter.\n\nSi ce n’est pas vous, changez votre mot de passe et contactez votre administrateur sans attendre.',
    recoveryCodeUsedSubject: 'Un code de secours a été utilisé sur {{brand}}',
    recoveryCodeUsedBody:
      'Bonjour {{name}},\n\nUn code de secours vient d’être utilisé pour vous connecter à {{brand}}. Il vous en reste {{left}}. Vous pouvez en générer de nouveaux dans les paramètres de sécurité de votre profil.\n\nSi ce n’est pas vous, changez votre mot de passe et contactez votre administrateur sans attendre.',
    identityProviderAddedSubject: 'Un fournisseur d’identité a été ajouté à {{account}} sur {{brand}}',
    identityProviderChangedSubject: 'Un fournisseur d’identité de {{account}} sur {{brand}} a été modifié',
    identityProviderRemovedSubject: 'Un fournisseur d’identité a été retiré de {{account}} sur {{brand}}',
    identityProviderBody:
      'Bonjour {{name}},\n\n{{actor}} a modifié la façon dont on se connecte à {{account}} sur {{brand}} : le fournisseur d’identité « {{provider}} » a été ajouté, modifié ou retiré. Vous pouvez consulter les fournisseurs sur la page de sécurité de connexion du compte.\n\nSi vous ne vous y attendiez pas, consultez le journal d’audit du compte et contactez immédiatement votre administrateur.',
    ssoFirstSignInSubject: 'Vous vous êtes connecté à {{brand}} avec {{provider}}',
    ssoFirstSignInBody:
      'Bonjour {{name}},\n\nVous venez de vous connecter à {{brand}} avec {{provider}} pour la première fois. Vous pourrez désormais l’utiliser pour vous connecter.\n\nSi ce n’était pas vous, contactez immédiatement votre administrateur.',
    passkeyAddedSubject: 'Une nouvelle clé d’accès a été ajoutée à votre compte {{brand}}',
    passkeyAddedBody:
      'Bonjour {{name}},\n\nUne nouvelle clé d’accès, « {{passkey}} », vient d’être ajoutée à votre compte {{brand}}. Elle vous connecte sur {{host}} sans mot de passe.\n\nSi ce n’est pas vous, supprimez-la dans les paramètres de sécurité de votre profil, changez votre mot de passe et contactez votre administrateur sans attendre.',
    passkeyRemovedSubject: 'Une clé d’accès a été retirée de votre compte {{brand}}',
    passkeyRemovedBody:
      'Bonjour {{name}},\n\nLa clé d’accès « {{passkey}} » vient d’être retirée de votre compte {{brand}} et ne vous connecte plus.\n\nSi ce n’est pas vous, changez votre mot de passe et contactez votre administrateur sans attendre.',
    applicationStatus: {
      new: {
        subject: 'Votre candidature pour {{job}}',
        body: 'Bonjour {{name}},\n\nMerci d’avoir postulé au poste {{job}} chez {{employer}}. Nous avons bien reçu votre candidature et reviendrons vers vous.\n\n{{site}}',
      },
      applied: {
        subject: 'Votre candidature pour {{job}} est complète',
        body: 'Bonjour {{name}},\n\nVotre candidature au poste {{job}} chez {{employer}} est complète et a été transmise à l’équipe de recrutement.\n\n{{site}}',
      },
      registered: {
        subject: 'Votre candidature pour {{job}} est enregistrée',
        body: 'Bonjour {{name}},\n\nVotre candidature au poste {{job}} chez {{employer}} a été enregistrée auprès de nos consultants.\n\n{{site}}',
      },
      invited: {
        subject: 'Vous êtes invité·e à l’étape suivante pour {{job}}',
        body: 'Bonjour {{name}},\n\nBonne nouvelle : {{employer}} souhaite poursuivre avec vous pour le poste {{job}}. Nous vous contacterons avec les détails.\n\n{{site}}',
      },
      screening: {
        subject: 'Votre candidature pour {{job}} est en cours d’examen',
        body: 'Bonjour {{name}},\n\nVotre candidature au poste {{job}} chez {{employer}} est en cours d’examen.\n\n{{site}}',
      },
      shortlisted: {
        subject: 'Vous êtes présélectionné·e pour {{job}}',
        body: 'Bonjour {{name}},\n\nFélicitations : vous êtes présélectionné·e pour le poste {{job}} chez {{employer}}. Nous reviendrons vers vous pour la suite.\n\n{{site}}',
      },
      interviewed: {
        subject: 'Merci pour votre entretien pour {{job}}',
        body: 'Bonjour {{name}},\n\nMerci pour votre entretien pour le poste {{job}} chez {{employer}}. Nous vous ferons part de la décision.\n\n{{site}}',
      },
      offered: {
        subject: 'Une offre pour {{job}}',
        body: 'Bonjour {{name}},\n\nNous avons le plaisir de vous annoncer que {{employer}} souhaite vous proposer le poste {{job}}. Nous vous contacterons avec les détails.\n\n{{site}}',
      },
      unsuccessful: {
        subject: 'Votre candidature pour {{job}}',
        body: 'Bonjour {{name}},\n\nMerci de l’intérêt que vous portez au poste {{job}} chez {{employer}}. Après examen attentif, nous ne donnerons pas suite à votre candidature. Nous vous souhaitons pleine réussite.\n\n{{site}}',
      },
      withdrawn: {
        subject: 'Votre candidature pour {{job}} a été retirée',
        body: 'Bonjour {{name}},\n\nVotre candidature au poste {{job}} chez {{employer}} a été retirée. Vous pouvez postuler à nouveau à tout moment.\n\n{{site}}',
      },
    },
  },
  notifications: {
    employer_on_hold: {
      subject: 'Nouvel employeur en attente d’approbation',
      content: '{{employer}} s’est inscrit sur {{site}} et attend votre approbation.',
    },
    job_on_hold: {
      subject: 'Nouvelle offre dans la file d’examen',
      content: '{{employer}} a soumis « {{job}} » sur {{site}} ; elle est dans la file d’examen.',
    },
    job_rejected: {
      subject: 'Offre non approuvée',
      content: '« {{job}} » n’a pas été approuvée : {{reason}} Le crédit a été remboursé.',
    },
    job_flagged: {
      subject: 'Offre signalée',
      content: '« {{job}} » a été signalée : {{reason}}.',
    },
    credits_purchased: {
      subject: 'Crédits achetés',
      content: '{{quantity}} crédits ont été ajoutés au solde de {{employer}}.',
    },
    application_received: {
      subject: 'Nouvelle candidature',
      content: '{{seeker}} a postulé à « {{job}} ».',
    },
    impersonated: {
      subject: 'Quelqu’un a agi en votre nom',
      content: '{{actor}} s’est connecté en votre nom pour vous aider. Motif : {{reason}}',
    },
    invitation_received: {
      subject: 'Invitation à rejoindre {{place}}',
      content: '{{actor}} vous invite à rejoindre {{place}} en tant que {{role}}. Acceptez-la ou refusez-la ici.',
    },
    invitation_accepted: {
      subject: 'Invitation acceptée',
      content: '{{person}} a accepté votre invitation à rejoindre {{place}} en tant que {{role}}.',
    },
    invitation_declined: {
      subject: 'Invitation refusée',
      content: '{{person}} a refusé votre invitation à rejoindre {{place}} en tant que {{role}}.',
    },
    webhook_failed: {
      subject: 'Webhook non livré',
      content:
        'Une réponse à un formulaire de {{site}} n’a pas pu être envoyée à {{url}} après 24 heures de tentatives. Vous pouvez la renvoyer depuis le journal des envois du formulaire.',
    },
  },
  ssoTest: {
    not_public:
      'L’adresse de l’émetteur est sur un réseau privé ou n’est pas autorisée : le portail ne contacte que des fournisseurs d’identité publics en https.',
    https_only: 'L’émetteur doit être une adresse https://.',
    discovery_failed: 'Le document de découverte (/.well-known/openid-configuration) n’a pas pu être lu.',
    issuer_mismatch:
      'Le document de découverte indique un autre émetteur : copiez l’émetteur exactement comme le fournisseur l’indique.',
    jwks_failed: 'Les clés de signature du fournisseur (JWKS) n’ont pas pu être lues.',
    no_keys: 'Le fournisseur ne publie aucune clé de signature.',
  },
  testCheckout: {
    title: 'Paiement de test',
    credits: 'Crédits',
    subtotal: 'Sous-total',
    discount: 'Remise',
    total: 'Total',
    pay: 'Payer',
    cancel: 'Annuler',
    settled: 'Ce paiement est déjà clos.',
    note: 'Paiements de test : aucune carte n’est débitée.',
  },
  applicationConfirm: {
    title: 'Confirmez votre candidature',
    intro: 'Votre candidature au poste {{job}} chez {{employer}} ({{site}}) est prête à partir.',
    address: 'Elle sera envoyée avec l’adresse e-mail {{email}}.',
    confirm: 'Confirmer ma candidature',
    ignore: 'Si vous n’avez pas postulé, fermez cette page : rien ne sera envoyé.',
    confirmedTitle: 'Candidature envoyée',
    confirmedText:
      'Merci. Votre candidature au poste {{job}} chez {{employer}} a été envoyée ; nous vous en avons adressé une copie par e-mail.',
    alreadyTitle: 'Déjà postulé',
    alreadyText: 'Vous aviez déjà postulé au poste {{job}} chez {{employer}}. Rien d’autre n’a été envoyé.',
    closedTitle: 'Candidature non envoyée',
    closedText: 'Cette offre ne reçoit plus de candidatures, ou cette adresse ne peut plus postuler sur {{site}}.',
    invalidTitle: 'Lien non valide',
  },
  privacyExport: {
    mailSubject: 'Vos données de {{site}} sont prêtes à télécharger',
    mailBody:
      'Bonjour {{name}},\n\nVous avez demandé une copie des données personnelles que {{site}} détient à votre sujet. Elle est prête : téléchargez-la (un fichier ZIP) dans les {{hours}} heures depuis ce lien :\n\n{{link}}\n\nEnsuite, le fichier est supprimé ; vous pouvez demander une nouvelle copie à tout moment. Si vous n’avez rien demandé, vous pouvez ignorer cet e-mail.',
    invalidTitle: 'Lien non valide',
    invalidText:
      'Ce lien de téléchargement n’est pas valide. Vérifiez que vous avez ouvert le lien complet de l’e-mail.',
    expiredTitle: 'Lien expiré',
    expiredText:
      'Ce lien de téléchargement a expiré et le fichier a été supprimé. Vous pouvez demander une nouvelle copie de vos données depuis le lien « confidentialité » de chacun de nos e-mails.',
  },
  labels: {
    employerTypes: { business: 'Entreprise', household: 'Particulier' },
    jobStatuses: {
      draft: 'Brouillon',
      on_hold: 'En examen',
      live: 'En ligne',
      unlisted: 'Masquée',
      expired: 'Expirée',
      rejected: 'Refusée',
    },
    applicationStatuses: {
      new: 'Nouvelle',
      applied: 'Déposée',
      registered: 'Enregistrée',
      invited: 'Invitée',
      screening: 'En examen',
      shortlisted: 'Présélectionnée',
      interviewed: 'Entretien passé',
      offered: 'Offre faite',
      unsuccessful: 'Non retenue',
      withdrawn: 'Retirée',
    },
    seekerSorts: {
      '-created_at': 'Plus récents d’abord',
      created_at: 'Plus anciens d’abord',
      '-last_active_at': 'Actifs récemment',
      last_active_at: 'Inactifs depuis longtemps',
      last_name: 'Nom de A à Z',
      '-last_name': 'Nom de Z à A',
    },
    roles: {
      platform_admin: 'Administrateur de la plateforme',
      owner: 'Propriétaire du compte',
      site_manager: 'Responsable du site',
      moderator: 'Modérateur',
      employer_admin: 'Administrateur de l’employeur',
      employer_recruiter: 'Recruteur',
    },
  },
  privacyConsent: {
    footerNotice: 'Comment nous utilisons vos données : {{url}}',
    footerManage: 'Pour obtenir une copie de vos données ou les faire effacer : {{url}}',
    reconsentSubject: '{{site}} a mis à jour sa politique de confidentialité',
    reconsentBody:
      'Bonjour {{name}},\n\n{{site}} a mis à jour sa politique de confidentialité. Merci de la lire et de confirmer que vous l’acceptez :\n{{link}}\n\nCe lien est valable {{days}} jours. Sans votre consentement, vos données pourront être effacées selon les règles de conservation du site.',
    invalidTitle: 'Lien non valide',
    invalidText:
      'Ce lien n’est pas valide : il a expiré, a déjà servi ou a été modifié. Utilisez le lien de votre e-mail le plus récent.',
    noticeMissingTitle: 'Aucune politique de confidentialité',
    noticeMissingText: 'Ce site n’a pas publié de politique de confidentialité.',
    noticeVersion: 'Version {{version}}, publiée le {{date}}.',
    manageTitle: 'Vos données',
    manageFor: 'Cette page concerne {{email}}.',
    manageNoticeLink: 'Lire la politique de confidentialité',
    exportHeading: 'Obtenir une copie de vos données',
    exportText: 'Nous enverrons un lien de téléchargement à l’adresse enregistrée dès que votre copie sera prête.',
    exportButton: 'M’envoyer une copie de mes données',
    exportQueuedTitle: 'Votre copie est en préparation',
    exportQueuedText:
      'Un lien pour télécharger une copie de vos données sera envoyé à l’adresse enregistrée dès qu’elle sera prête. Ce lien est valable 24 heures.',
    eraseHeading: 'Effacer mes données',
    eraseText: 'Vos données personnelles sont supprimées définitivement de ce site.',
    eraseButton: 'Effacer mes données',
    eraseConfirmTitle: 'Effacer vos données ?',
    eraseConfirmIntro: 'Ceci supprime définitivement :',
    eraseGoesProfile: 'vos nom, adresse e-mail, numéro de téléphone et adresse',
    eraseGoesApplications: 'vos lettres de motivation, vos réponses, et les notes et avis vous concernant',
    eraseGoesFiles: 'votre CV et tous les autres fichiers que vous avez envoyés',
    eraseGoesMail: 'les e-mails qui vous ont été envoyés',
    eraseKeeps:
      'Le site garde, sans votre nom, la trace des candidatures (statut, dates et offre), pour que ses rapports restent justes. Cette action est irréversible.',
    eraseConfirmButton: 'Oui, effacer mes données',
    eraseBack: 'Garder mes données',
    erasedTitle: 'Vos données sont effacées',
    erasedText: 'Vos données personnelles ont été effacées. Les liens des e-mails précédents ne fonctionnent plus.',
    consentTitle: 'Politique de confidentialité',
    consentIntro: 'Merci de lire la politique de confidentialité de {{site}} et de confirmer que vous l’acceptez.',
    consentButton: 'J’accepte la politique de confidentialité',
    consentDoneTitle: 'Merci',
    consentDoneText:
      'Votre acceptation de la version {{version}} de la politique de confidentialité a été enregistrée.',
  },
};
