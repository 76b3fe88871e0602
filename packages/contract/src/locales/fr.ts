import type { ScreenCatalogue } from './types.js';

/** fr: what the screens read too (errors, field messages, labels); the server-only texts are in fr-server.ts. */
export const fr: ScreenCatalogue = {
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
    invitation_needs_own_sign_in:
      'Vous vous êtes connecté avec l’authentification unique de votre organisation, qui n’agit que pour elle. Pour répondre à l’invitation d’une autre organisation, déconnectez-vous et reconnectez-vous avec votre mot de passe ou une clé d’accès.',
    cannot_remove_self: 'Vous ne pouvez pas vous retirer vous-même ni changer votre propre rôle.',
    credits_exceed_balance: 'L’employeur n’a que {{balance}} crédits ; vous ne pouvez pas en retirer davantage.',
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
    relist_needs_staff:
      'L’équipe du site d’emploi a masqué cette offre : elle seule peut la remettre en ligne. Contactez-la si l’offre doit revenir.',
    employer_not_active:
      'Cet employeur est en attente, refusé ou désactivé : ses offres ne peuvent pas être mises en ligne.',
    job_changed_in_review:
      '« {{title}} » a été modifiée pendant votre examen. Consultez la nouvelle version, puis décidez à nouveau.',
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
    export_not_ready: 'Cet export n’est pas encore prêt : son fichier est en cours de création.',
    export_expired: 'Cet export a expiré et son fichier a été supprimé. Lancez un nouvel export.',
    site_retention_not_allowed:
      'Ce compte ne permet pas à ses sites de fixer leur propre durée de conservation. Autorisez-le d’abord dans la règle du compte.',
    reconsent_already_sent:
      'Les candidats ont déjà été invités à accepter cette version ces dernières 24 heures. Réessayez plus tard.',

    sso_domain_unproven:
      'Cette organisation n’a pas prouvé qu’elle contrôle le domaine de votre adresse e-mail : son fournisseur d’identité ne peut donc pas vous connecter ici.',
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
    sso_plan_full:
      'L’offre de ce compte n’a plus de place pour une nouvelle personne : votre première connexion n’a donc pas pu vous ajouter. Demandez au propriétaire du compte.',
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
      'Une feuille de style ne peut utiliser que des fichiers de ce portail ; les adresses d’autres sites ne sont pas autorisées, ni dans url() ni dans aucun texte.',
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
    pattern_unsupported:
      'Le portail ne peut pas exécuter ce motif : les références arrière (\\1) et les assertions avant et arrière ((?=…), (?!…), (?<=…), (?<!…)) ne sont pas prises en charge. Un motif enregistré ainsi ne vérifie rien tant qu’il n’est pas modifié.',
    pattern_too_complex:
      'Ce motif est trop complexe pour être exécuté rapidement : réduisez les nombres de répétitions ({n,m}) ou raccourcissez-le.',
    privacy_notice_accept: 'Lisez et acceptez la politique de confidentialité.',
    retention_months_bounds: 'Choisissez une durée comprise entre {{min}} et {{max}} mois.',
    retention_limits_order: 'La durée la plus longue ne peut pas être plus courte que la plus courte.',

    email_domain_added: 'Ce domaine est déjà dans la liste.',
    email_domain_proven_elsewhere: 'Un autre compte a déjà prouvé ce domaine.',
    brand_host: 'Saisissez un nom d’hôte, par exemple carrieres.example.com (sans https://, port, chemin ni *).',
    brand_host_added: 'Cet hôte est déjà dans la liste.',
    brand_host_proven_elsewhere: 'Un autre compte a déjà prouvé cet hôte.',
    brand_host_local: 'Un nom localhost ne peut pas servir une marque en production.',
    jit_role_rights: 'Choisissez un rôle dont vous détenez vous-même les droits dans ce compte.',
    account_name_taken: 'Un autre compte porte déjà ce nom.',
    limit_below_usage: 'Le compte utilise déjà {{used}} : la limite ne peut pas être plus basse.',
  },
  messages: {
    siteFormThanks: 'Merci ! Votre réponse a bien été envoyée.',
    resetLinkSent:
      'Si un compte existe pour cette adresse e-mail, nous avons envoyé un lien pour réinitialiser son mot de passe.',
    passwordReset: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.',
    passwordChanged: 'Votre mot de passe a été modifié. Vos autres sessions ont été déconnectées.',
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
};
