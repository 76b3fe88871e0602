import type { ServerTexts } from './types.js';

/** fr: what only the server says (mails, notifications, its own pages): the web app never loads it. */
export const frServer: ServerTexts = {
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
    invitation_needs_own_sign_in:
      'Vous vous êtes connecté avec l’authentification unique de votre organisation, qui n’agit que pour elle. Pour répondre à l’invitation d’une autre organisation, déconnectez-vous et reconnectez-vous avec votre mot de passe ou une clé d’accès.',
    cannot_remove_self: 'Vous ne pouvez pas vous retirer vous-même ni changer votre propre rôle.',
    idempotency_mismatch: 'Cette clé d’idempotence a déjà servi pour une autre demande.',
    payment_unavailable: 'Le service de paiement est injoignable. Réessayez dans un instant.',
    impersonation_refused:
      'Vous ne pouvez pas agir au nom de cette personne : elle est désactivée, pas encore active, ou a des droits que vous n’avez pas.',
    not_impersonating: 'Vous n’agissez au nom de personne.',
    impersonation_second_factor_required:
      'Ce compte exige la connexion à deux facteurs. Reconnectez-vous avec votre propre second facteur (un code d’authentification ou une clé d’accès) avant d’agir à la place de quelqu’un ici.',
    impersonation_account_required:
      'On agit au nom de quelqu’un dans un seul des comptes pour lesquels il travaille. Ouvrez d’abord ce compte, puis réessayez.',
    not_while_impersonating: 'Impossible pendant que vous agissez en tant qu’une autre personne.',
    job_not_editable: 'Cette offre ne peut plus être modifiée. Dupliquez-la pour la publier à nouveau.',
    job_has_applications: 'Cette offre a reçu des candidatures : elle ne peut pas être supprimée. Faites-la expirer.',
    already_granted: 'Cette personne détient déjà ce rôle à cet endroit.',
    user_in_other_accounts:
      'Cette personne travaille aussi pour un autre compte : elle ne peut pas être désactivée ici. Retirez plutôt ses accès.',
    role_in_use: 'Des personnes détiennent encore ce rôle. Attribuez-leur d’abord un autre rôle.',
    seeker_disabled_final: 'Ce candidat a été désactivé. La désactivation est définitive.',
    seeker_disabled: 'Ce candidat est désactivé : il ne peut plus être contacté ni modifié.',
    seeker_unsubscribed:
      'Ce candidat s’est désabonné des e-mails sur ses candidatures et des messages : aucun message n’est envoyé.',
    relist_needs_staff:
      'L’équipe du site d’emploi a masqué cette offre : elle seule peut la remettre en ligne. Contactez-la si l’offre doit revenir.',
    employer_not_active:
      'Cet employeur est en attente, refusé ou désactivé : ses offres ne peuvent pas être mises en ligne.',
    job_changed_in_review:
      '« {{title}} » a été modifiée pendant votre examen. Consultez la nouvelle version, puis décidez à nouveau.',
    confirmation_link_invalid: 'Ce lien de confirmation n’est pas valide : il a déjà servi ou a expiré.',
    unsubscribe_link_invalid: 'Ce lien de désabonnement n’est pas valide : il a expiré ou appartient à un autre site.',
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
    export_not_ready: 'Cet export n’est pas encore prêt : son fichier est en cours de création.',
    export_expired: 'Cet export a expiré et son fichier a été supprimé. Lancez un nouvel export.',
    site_retention_not_allowed:
      'Ce compte ne permet pas à ses sites de fixer leur propre durée de conservation. Autorisez-le d’abord dans la règle du compte.',
    reconsent_already_sent:
      'Les candidats ont déjà été invités à accepter cette version ces dernières 24 heures. Réessayez plus tard.',
    email_domain_record_missing:
      'L’enregistrement TXT est introuvable à {{name}}. Publiez-le, attendez la mise à jour du DNS, puis vérifiez à nouveau.',
    email_domain_dns_failed: 'Le DNS du domaine n’a pas pu être lu pour l’instant. Réessayez dans quelques minutes.',
    email_domain_proven_elsewhere:
      'Un autre compte a déjà prouvé ce domaine. S’il est à vous, contactez l’équipe de la plateforme.',
    account_suspended:
      'Ce compte est suspendu : personne ne peut s’y connecter pour le moment. Contactez l’équipe de la plateforme.',
    account_already_suspended: 'Ce compte est déjà suspendu.',
    account_not_suspended: 'Ce compte n’est pas suspendu.',
    plan_limit_sites:
      'L’offre de ce compte permet {{max}} sites, et tous sont utilisés. Demandez une offre plus grande à l’équipe de la plateforme.',
    plan_limit_people:
      'L’offre de ce compte permet {{max}} personnes (invitations en attente comprises), et toutes les places sont prises. Retirez quelqu’un, annulez une invitation ou demandez une offre plus grande à l’équipe de la plateforme.',
    plan_limit_live_jobs:
      'L’offre de ce compte permet {{max}} offres d’emploi en ligne à la fois, et ce nombre est atteint. Retirez ou faites expirer une offre, ou demandez une offre plus grande à l’équipe de la plateforme.',
    plan_limit_storage:
      'L’offre de ce compte permet {{max}} Mo de fichiers stockés, et ce fichier ne tient pas. Demandez une offre plus grande à l’équipe de la plateforme.',
    account_unavailable: 'Cette page est temporairement indisponible. Réessayez plus tard.',
    host_record_missing:
      'L’enregistrement TXT est introuvable à {{name}}. Publiez-le, attendez la mise à jour du DNS, puis vérifiez à nouveau.',
    host_dns_failed: 'Le DNS de l’hôte n’a pas pu être lu pour l’instant. Réessayez dans quelques minutes.',
    host_proven_elsewhere:
      'Un autre compte a déjà prouvé cet hôte. S’il est à vous, contactez l’équipe de la plateforme.',
    account_closing: 'Ce compte est en fermeture.',
    account_has_live_jobs: '{{count}} offres sont en ligne : retirez-les d’abord.',
    account_has_credits: '{{count}} crédits restent : utilisez-les d’abord.',
    account_export_missing: 'Téléchargez d’abord l’export (moins de 24 heures).',
    account_already_closing: 'Déjà en fermeture.',
    account_not_closing: 'Pas en fermeture.',
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
    jobEditRejectedSubject: 'Vos modifications de « {{title}} » sur {{site}} n’ont pas été approuvées',
    jobEditRejectedBody:
      'Bonjour {{name}},\n\nVos modifications de l’offre « {{title}} » sur {{site}} ont été examinées et n’ont pas été approuvées, pour la raison suivante :\n\n{{reason}}\n\nL’offre reste en ligne telle qu’elle avait été approuvée. Vous pouvez la modifier à nouveau et soumettre d’autres modifications.',
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
    feedbackConfirmSubject: 'Confirmez votre note pour {{job}}',
    feedbackConfirmBody:
      'Bonjour,\n\nQuelqu’un, nous espérons que c’est vous, a noté l’offre {{job}} chez {{employer}} sur {{site}} avec cette adresse e-mail. Pour que la note compte, ouvrez ce lien dans les {{hours}} heures et appuyez sur « Confirmer ma note » :\n\n{{link}}\n\nSi ce n’était pas vous, ignorez cet e-mail : la note ne compte pas sans votre confirmation.',
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
    unsubscribeLine: 'Se désabonner de ces e-mails : {{url}}',
    unsubscribeLink: 'Se désabonner de ces e-mails',
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
    job_edit_pending: {
      subject: 'Modifications d’offre dans la file d’examen',
      content:
        '{{employer}} a modifié « {{job}} » sur {{site}} ; les modifications attendent dans la file d’examen et la version approuvée reste en ligne.',
    },
    job_edit_rejected: {
      subject: 'Modifications d’offre non approuvées',
      content:
        'Vos modifications de « {{job}} » n’ont pas été approuvées : {{reason}} La version approuvée reste en ligne.',
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
  unsubscribe: {
    title: 'Se désabonner des e-mails',
    intro: 'Ne plus recevoir de {{site}} d’e-mails sur l’avancement de vos candidatures ni de messages de son équipe ?',
    still:
      'Vous recevrez toujours les e-mails nécessaires : les liens que vous demandez et les avis concernant vos données et votre vie privée.',
    button: 'Me désabonner',
    doneTitle: 'Vous êtes désabonné',
    doneText:
      '{{site}} ne vous écrira plus au sujet de vos candidatures et ne vous enverra plus de messages de son équipe.',
    changedMind: 'Vous avez changé d’avis ? Vous pouvez recevoir ces e-mails à nouveau.',
    resubscribe: 'Me réabonner',
    againTitle: 'Vous êtes de nouveau abonné',
    againText:
      '{{site}} vous écrira de nouveau au sujet de vos candidatures, et son équipe pourra vous envoyer des messages.',
    invalidTitle: 'Lien non valide',
  },
  feedbackConfirm: {
    title: 'Confirmez votre note',
    intro: 'Votre note pour l’offre {{job}} chez {{employer}} ({{site}}) : {{rating}} sur 5.',
    confirm: 'Confirmer ma note',
    ignore: 'Si vous n’avez pas noté cette offre, fermez cette page : la note ne compte pas.',
    confirmedTitle: 'Note confirmée',
    confirmedText:
      'Merci. Votre note pour l’offre {{job}} chez {{employer}} compte désormais ; elle remplace toute note que vous aviez donnée à cette offre.',
    closedTitle: 'Note non comptée',
    closedText: 'Cette offre ne reçoit plus de notes.',
    invalidTitle: 'Lien non valide',
    invalidText: 'Ce lien a expiré, a déjà servi ou n’appartient pas à ce site.',
  },
};
