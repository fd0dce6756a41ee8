import type { Messages } from './en.ts';

/** French. */
export const fr = {
  // The language's own name, for the language picker.
  'locale.name': 'Français',

  // Bottom tabs of the main layout.
  'nav.home': 'Accueil',
  'nav.draw': 'Tirages',
  'nav.notice': 'Annonces',
  'nav.me': 'Mon compte',
  'nav.main': 'Navigation principale',

  // Home.
  'home.welcome': 'Bienvenue sur {name}',
  'home.tagline': 'Des tirages programmés que vous pouvez vérifier vous-même, avec un portefeuille USDT.',
  'home.signIn': 'Se connecter',
  'home.signUp': 'S’inscrire',
  'home.depositNow': 'Déposer maintenant',
  'home.cashOut': 'Retirer',
  'home.myBets': 'Mes paris',
  'home.onlineService': 'Service client en ligne',
  'home.lotteries': 'Loteries',
  'home.announcements': 'Dernières annonces',
  'home.notes': 'Remarques',
  'home.note.age': 'Les joueurs doivent avoir plus de 18 ans.',
  'home.note.fair':
    'Chaque tirage est dérivé d’une graine secrète dont le hachage est publié avant l’ouverture des paris.',

  // Games.
  'game.lotto': 'Lotto 10',
  'game.fast3': 'Fast 3',
  'game.fiveMins': '5 Minutes',
  'game.mark6': 'Mark 6',

  // Common states and transport messages (SPEC.md §8).
  'common.loading': 'Chargement…',
  'common.retry': 'Réessayer',
  'common.networkError': 'Veuillez vérifier votre connexion réseau et réessayer.',
  'common.slowNetwork': 'Le réseau semble lent. Touchez pour réessayer.',
  'common.loadFailed': 'Échec du chargement. Veuillez vérifier votre connexion.',
  'common.maintenance': 'Maintenance en cours',
  'common.maintenanceTip': 'En cas de problème, veuillez contacter le service client.',
  'common.noRecords': 'Aucun enregistrement trouvé',
  'common.noMessages': 'Aucun message pour le moment',
  'common.bettingFailed': 'Échec du pari',
  'common.successful': 'Opération réussie',
  'common.error': 'Erreur',
  'common.ok': 'OK',
  'common.cancel': 'Annuler',
  'common.language': 'Langue',
  'common.skipToContent': 'Aller au contenu',

  // Client-side validation (SPEC.md §5); the server sends the same texts.
  'validation.username':
    'Le nom d’utilisateur doit comporter de 4 à 20 caractères et ne contenir que des lettres, des chiffres ou des tirets bas.',
  'validation.password': 'Le mot de passe doit comporter au moins 6 caractères.',
  'validation.passwordsDoNotMatch': 'Les mots de passe ne correspondent pas.',
  'validation.realName': 'Le nom réel est obligatoire.',
  'validation.invitationCode': 'Le code d’invitation est obligatoire.',
  'validation.terms': 'Vous devez accepter les conditions générales.',
  'validation.loginUsername': 'Veuillez saisir votre nom d’utilisateur.',
  'validation.loginPassword': 'Veuillez saisir votre mot de passe.',
  'validation.transactionPassword': 'Veuillez saisir votre mot de passe de transaction',
  'validation.newPasswordsDoNotMatch': 'Le nouveau mot de passe et sa confirmation ne correspondent pas.',
  'validation.newTransactionPasswordsDoNotMatch':
    'Le nouveau mot de passe de transaction et sa confirmation ne correspondent pas.',
  'validation.depositAmount': 'Veuillez saisir le montant du dépôt',
  'validation.usdtAddressRequired':
    'Veuillez définir votre adresse USDT sur votre page personnelle avant d’effectuer un retrait.',
  'validation.userId': 'Veuillez saisir un identifiant utilisateur valide à 6 chiffres.',
  'validation.transferBalance': 'Solde insuffisant pour ce transfert.',

  // API error messages, one per code of the catalogue.
  'error.SYSTEM_ERROR': 'Erreur système, veuillez réessayer plus tard.',
  'error.INVALID_OPERATION': 'Opération non valide.',
  'error.USERNAME_IS_EXISTS': 'Ce nom d’utilisateur existe déjà.',
  'error.USERNAME_OR_PASSWORD_IS_EMPTY': 'Veuillez saisir votre nom d’utilisateur et votre mot de passe.',
  'error.USERNAME_OR_PASSWORD_ERROR': 'Nom d’utilisateur ou mot de passe incorrect.',
  'error.ACCOUNT_DISABLED': 'Ce compte est désactivé. Veuillez contacter le service client.',
  'error.ACCOUNT_RESTRICTED': 'Ce compte est restreint. Veuillez contacter le service client.',
  'error.ACCOUNT_FROZEN': 'Ce compte est gelé. Veuillez contacter le service client.',
  'error.CURRENT_PASSWORD_IS_NOT_CORRECT': 'Le mot de passe de connexion actuel est incorrect.',
  'error.CURRENT_TRANSACTION_PASSWORD_IS_NOT_CORRECT': 'Le mot de passe de transaction actuel est incorrect.',
  'error.REAL_NAME_CAN_NOT_BE_CHANGED':
    'Le nom réel ne peut pas être modifié. Veuillez contacter le service client.',
  'error.PHONE_NUMBER_CAN_NOT_BE_CHANGED':
    'Le numéro de téléphone ne peut pas être modifié. Veuillez contacter le service client.',
  'error.CRYPTO_ADDRESS_CAN_NOT_BE_CHANGED':
    'L’adresse USDT ne peut pas être modifiée. Veuillez contacter le service client.',
  'error.INCOMPLETE_REGISTER_INFO':
    'Informations d’inscription incomplètes. Veuillez compléter votre profil.',
  'error.PASSWORD_TOO_SHORT': 'Le mot de passe doit comporter au moins 6 caractères.',
  'error.NEW_PASSWORD_TOO_SHORT': 'Le nouveau mot de passe doit comporter au moins 6 caractères.',
  'error.INVALID_CHAIN_OR_ADDRESS': 'Réseau ou adresse non valide.',
  'error.CANNOT_TRANSFER_TO_SELF': 'Vous ne pouvez pas effectuer de transfert vers vous-même.',
  'error.INSUFFICIENT_BALANCE': 'Solde insuffisant.',
  'error.USER_IS_NOT_EXISTS': 'Cet utilisateur n’existe pas.',
  'error.BET_CANNOT_BE_EMPTY': 'Veuillez faire au moins une sélection.',
  'error.INVALID_BET': 'Pari non valide.',
  'error.INSUFFICIENT_FOR_THIS_ROOM':
    'Solde insuffisant pour cette salle. Veuillez effectuer un nouveau dépôt.',
  'error.BET_AMOUNT_EXCEEDS_LIMIT': 'Le montant du pari dépasse la limite de cette salle.',
  'error.BETTING_CLOSED': 'Les paris sont clos pour ce tour.',
  'error.BET_ALREADY_SETTLED_CANCEL_FAILED': 'Ce pari est déjà réglé et ne peut pas être annulé.',
  'error.BET_ODDS_ALREADY_CHANGED': 'Les cotes ont changé. Veuillez actualiser et réessayer.',
  'error.INVALID_INVITATION_CODE': 'Code d’invitation non valide.',
  'error.INVITATION_CODE_EXPIRED': 'Ce code d’invitation a expiré.',
  'error.WITHDRAWAL_AMOUNT_EXCEEDS_BALANCE': 'Le montant du retrait dépasse votre solde.',
  'error.INVALID_USER': 'Utilisateur non valide.',
  'error.WITHDRAWAL_IS_PROCESSING':
    'Un retrait est déjà en cours de traitement. Veuillez attendre qu’il soit terminé.',
  'error.WITHDRAWAL_STATUS_CHANGED': 'Veuillez consulter le statut le plus récent.',
  'error.VALIDATION_ERROR': 'Certains champs ne sont pas valides : {fields}.',
  'error.UNAUTHORIZED': 'Veuillez vous reconnecter.',
  'error.FORBIDDEN': 'Vous n’êtes pas autorisé à effectuer cette action.',
  'error.NOT_FOUND': 'Introuvable.',
  'error.RATE_LIMITED': 'Trop de tentatives. Veuillez réessayer dans {seconds} secondes.',
  'error.UNDER_MAINTENANCE':
    'Maintenance en cours. En cas de problème, veuillez contacter le service client.',
  'error.IDEMPOTENCY_KEY_REUSED':
    'Cette clé de requête a déjà été utilisée pour une autre requête. Veuillez réessayer.',
  'error.PASSWORDS_DO_NOT_MATCH': 'Les mots de passe ne correspondent pas.',
  'error.AMOUNT_BELOW_MINIMUM': 'Le montant est inférieur au minimum de {min} USDT.',
  'error.AMOUNT_ABOVE_MAXIMUM': 'Le montant est supérieur au maximum de {max} USDT.',
  'error.OUTSIDE_WITHDRAWAL_HOURS': 'Les retraits ne sont possibles que de {start} à {end} ({zone}).',
  'error.TRANSFER_LIMIT_EXCEEDED': 'Le montant dépasse la limite par transfert.',
  'error.DAILY_LIMIT_EXCEEDED': 'Le montant dépasse votre limite de transfert quotidienne.',
  'error.TERMS_NOT_ACCEPTED': 'Vous devez accepter les conditions générales.',
  'error.METHOD_NOT_ALLOWED': 'Cette méthode n’est pas autorisée ici.',
  'error.PAYLOAD_TOO_LARGE': 'La requête est trop volumineuse.',
  'error.TOTP_REQUIRED': 'Saisissez le code à 6 chiffres de votre application d’authentification.',
  'error.TOTP_INVALID': 'Le code d’authentification est incorrect.',

  // System notifications, rendered in the reader's language.
  'notification.depositCredited.title': 'Dépôt crédité',
  'notification.depositCredited.body': 'Votre dépôt de {amount} USDT a été crédité sur votre solde.',
  'notification.depositRejected.title': 'Dépôt refusé',
  'notification.depositRejected.body': 'Votre dépôt de {amount} USDT a été refusé. Motif : {reason}',
  'notification.depositReversed.title': 'Dépôt annulé',
  'notification.depositReversed.body': 'Votre dépôt de {amount} USDT a été annulé. Motif : {reason}',
  'notification.withdrawalApproved.title': 'Retrait approuvé',
  'notification.withdrawalApproved.body':
    'Votre retrait de {amount} USDT a été approuvé et est en attente de paiement.',
  'notification.withdrawalCompleted.title': 'Retrait effectué',
  'notification.withdrawalCompleted.body':
    'Le montant de {actualAmount} USDT a été envoyé à votre adresse. Transaction : {txHash}',
  'notification.withdrawalFailed.title': 'Échec du retrait',
  'notification.withdrawalFailed.body':
    'Le paiement de votre retrait de {amount} USDT a échoué et le montant a été recrédité sur votre solde. Motif : {reason}',
  'notification.withdrawalRejected.title': 'Retrait refusé',
  'notification.withdrawalRejected.body':
    'Votre retrait de {amount} USDT a été refusé et le montant a été recrédité sur votre solde. Motif : {reason}',
  'notification.withdrawalCanceled.title': 'Retrait annulé',
  'notification.withdrawalCanceled.body':
    'Vous avez annulé votre retrait de {amount} USDT. Le montant a été recrédité sur votre solde.',
  'notification.transferReceived.title': 'Transfert reçu',
  'notification.transferReceived.body': 'Vous avez reçu {amount} USDT de l’utilisateur {fromUserId}.',

  // Field codes of a VALIDATION_ERROR's `fields` map.
  'field.REQUIRED': 'Ce champ est obligatoire.',
  'field.INVALID_TYPE': 'Le type de cette valeur est incorrect.',
  'field.INVALID_FORMAT': 'Le format de cette valeur est incorrect.',
  'field.INVALID_VALUE': 'Cette valeur ne fait pas partie des valeurs autorisées.',
  'field.TOO_SHORT': 'Cette valeur est trop courte.',
  'field.TOO_LONG': 'Cette valeur est trop longue.',
  'field.TOO_SMALL': 'Cette valeur est trop petite.',
  'field.TOO_BIG': 'Cette valeur est trop grande.',
  'field.UNKNOWN_FIELD': 'Ce champ n’est pas attendu.',
  'field.INVALID_AMOUNT': 'Saisissez un montant positif avec deux décimales au maximum.',
  'field.MALFORMED_JSON': 'Le corps de la requête n’est pas un JSON valide.',
  'field.USERNAME_INVALID':
    'Le nom d’utilisateur doit comporter de 4 à 20 caractères et ne contenir que des lettres, des chiffres ou des tirets bas.',
  'field.PASSWORD_TOO_SHORT': 'Le mot de passe doit comporter au moins 6 caractères.',
  'field.PASSWORDS_DO_NOT_MATCH': 'Les mots de passe ne correspondent pas.',
  'field.AMOUNT_BELOW_MINIMUM': 'Le montant est inférieur au minimum.',
  'field.AMOUNT_ABOVE_MAXIMUM': 'Le montant est supérieur au maximum.',
  'field.USERNAME_REQUIRED': 'Veuillez saisir votre nom d’utilisateur.',
  'field.PASSWORD_REQUIRED': 'Veuillez saisir votre mot de passe.',
  'field.REAL_NAME_REQUIRED': 'Le nom réel est obligatoire.',
  'field.INVITATION_CODE_REQUIRED': 'Le code d’invitation est obligatoire.',
  'field.TERMS_NOT_ACCEPTED': 'Vous devez accepter les conditions générales.',
  'field.TRANSACTION_PASSWORD_REQUIRED': 'Veuillez saisir votre mot de passe de transaction',
  'field.NEW_PASSWORD_TOO_SHORT': 'Le nouveau mot de passe doit comporter au moins 6 caractères.',
  'field.NEW_PASSWORDS_DO_NOT_MATCH': 'Le nouveau mot de passe et sa confirmation ne correspondent pas.',
  'field.NEW_TRANSACTION_PASSWORDS_DO_NOT_MATCH':
    'Le nouveau mot de passe de transaction et sa confirmation ne correspondent pas.',
  'field.PHONE_NUMBER_INVALID':
    'Saisissez un numéro de téléphone de 6 à 15 chiffres, éventuellement précédé de +.',
  'field.INVALID_CHAIN_OR_ADDRESS':
    'Saisissez une adresse USDT valide : TRC-20 (commençant par T) ou ERC-20 (commençant par 0x).',
  'field.USER_ID_INVALID': 'Veuillez saisir un identifiant utilisateur valide à 6 chiffres.',
  'field.USDT_ADDRESS_REQUIRED':
    'Veuillez définir votre adresse USDT sur votre page personnelle avant d’effectuer un retrait.',
  'field.INSUFFICIENT_BALANCE_FOR_TRANSFER': 'Solde insuffisant pour ce transfert.',
} as const satisfies Messages;
