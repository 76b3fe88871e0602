import type { ScreenCatalogue } from './types.js';

/** fr: what the screens read too (errors, field messages, labels); the server-only texts are in fr-server.ts. */
export const fr: ScreenCatalogue = {
  errors: {
    reset_token_invalid: 'Ce lien de réinitialisation est invalide ou a expiré.',
    credits_exceed_balance: 'L’employeur n’a que {{balance}} crédits ; vous ne pouvez pas en retirer davantage.',
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
    sso_domain_unproven:
      'Cette organisation n’a pas prouvé qu’elle contrôle le domaine de votre adresse e-mail : son fournisseur d’identité ne peut donc pas vous connecter ici.',
    sso_plan_full:
      'L’offre de ce compte n’a plus de place pour une nouvelle personne : votre première connexion n’a donc pas pu vous ajouter. Demandez au propriétaire du compte.',
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
    site_host_unproven:
      'Prouvez d’abord cet hôte, dans Image de marque → Hôtes : un site n’est servi que sur un hôte prouvé par le compte.',
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
