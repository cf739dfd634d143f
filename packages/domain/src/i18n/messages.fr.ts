/**
 * French for the English messages the server and the domain produce: error `detail`s,
 * zod validation messages, and the texts kept in `*_MESSAGES`. A key is the English exactly as the
 * code writes it; `{name}` stands for a part the code interpolates and comes back in the French
 * at the same name. `translateMessage` (translate.ts) reads this table; a new English message
 * without its French fails `apps/server/src/lib/french-messages.test.ts`.
 */
export const MESSAGES_FR: Readonly<Record<string, string>> = {
  // Errors of the platform (lib/errors.ts, spa.ts, path params, input guards)
  'You do not have permission to perform this action':
    'Vous n’avez pas l’autorisation d’effectuer cette action',
  'Authentication failed. Please login again.': 'Échec de l’authentification. Reconnectez-vous.',
  'Invalid value': 'Valeur invalide',
  'Invalid request': 'Requête invalide',
  'This record already exists': 'Cet enregistrement existe déjà',
  'Invalid value in request': 'Valeur invalide dans la requête',
  'File too large': 'Fichier trop volumineux',
  'Unsupported content type': 'Type de contenu non pris en charge',
  'Server error occurred. Please try again.':
    'Une erreur serveur est survenue. Veuillez réessayer.',
  'Route {method} {url} not found': 'Route {method} {url} introuvable',
  'Not found': 'Introuvable',
  'If-Match must be the version of the {entity}': 'If-Match doit être la version de {entity}',
  '{field}: must not contain a NUL character': '{field} : ne doit pas contenir de caractère NUL',
  '{field}: Invalid date': '{field} : date invalide',
  '{field}: Invalid character': '{field} : caractère invalide',
  'Candidate not found': 'Candidat introuvable',
  'Step not found': 'Étape introuvable',
  'User not found': 'Utilisateur introuvable',
  'Session not found': 'Session introuvable',
  'Flow not found': 'Flux introuvable',
  'Need not found': 'Besoin introuvable',
  'File not found': 'Fichier introuvable',
  'API key not found': 'Clé d’API introuvable',
  'Webhook endpoint not found': 'Point de terminaison webhook introuvable',
  'Webhook delivery not found': 'Livraison webhook introuvable',
  'Workflow request not found': 'Demande de workflow introuvable',
  // Imports (imports/import.schema.ts)
  'Import not found': 'Import introuvable',
  'Choose what the file holds: candidates or needs':
    'Choisissez ce que contient le fichier : des candidats ou des besoins',
  'Choose a CSV or XLSX file to import': 'Choisissez un fichier CSV ou XLSX à importer',
  'Only CSV and XLSX files can be imported': 'Seuls les fichiers CSV et XLSX peuvent être importés',
  'The file is larger than 10 MB': 'Le fichier dépasse 10 Mo',
  'The file has no rows under its header row':
    'Le fichier n’a aucune ligne sous sa ligne d’en-tête',
  'The file could not be read as CSV or XLSX':
    'Le fichier n’a pas pu être lu comme un CSV ou un XLSX',
  'The file has more than 20,000 rows: split it':
    'Le fichier a plus de 20 000 lignes : découpez-le',
  'The file has more than 100 columns': 'Le fichier a plus de 100 colonnes',
  'The mapping must give one field (or none) for each column':
    'La correspondance doit donner un champ (ou aucun) à chaque colonne',
  'Two columns are mapped to {field}': 'Deux colonnes sont associées à {field}',
  'Map a column to {field}': 'Associez une colonne à {field}',
  '{field} cannot be imported in this kind of file':
    '{field} ne peut pas être importé dans ce type de fichier',
  'This import has already been run': 'Cet import a déjà été lancé',
  'Only a finished import can be undone': 'Seul un import terminé peut être annulé',
  'This import was already undone': 'Cet import a déjà été annulé',
  'Some records were changed since the import, so nothing was undone: {listed}':
    'Des enregistrements ont été modifiés depuis l’import, rien n’a donc été annulé : {listed}',
  '{shown} and {count} more': '{shown} et {count} autres',
  '{done} of {total} rows': '{done} lignes sur {total}',
  'Each saved row is recorded with the import': 'Chaque ligne enregistrée est notée avec l’import',
  '{kind}: {fileName} ({rows} rows)': '{kind} : {fileName} ({rows} lignes)',
  'Skipped: {name} already has this e-mail in the pool':
    'Ignorée : {name} a déjà cette adresse e-mail dans le vivier',
  'Skipped: row {count} has the same e-mail': 'Ignorée : la ligne {count} a la même adresse e-mail',
  'This may be the same person as row {count} ({why})':
    'C’est peut-être la même personne que la ligne {count} ({why})',
  '{created} created, {skipped} skipped (already in the pool), {refused} refused (errors)':
    '{created} créés, {skipped} ignorés (déjà dans le vivier), {refused} refusés (erreurs)',
  // Duplicates (duplicates/duplicate.schema.ts)
  'A candidate cannot be merged with itself': 'Un candidat ne peut pas être fusionné avec lui-même',
  'Merge not found': 'Fusion introuvable',
  'This merge was already undone': 'Cette fusion a déjà été annulée',
  'This merge is older than 30 days and can no longer be undone':
    'Cette fusion date de plus de 30 jours et ne peut plus être annulée',
  'The kept candidate was merged or deleted since: undo that first, or restore by hand':
    'Le candidat gardé a depuis été fusionné ou supprimé : annulez d’abord cela, ou restaurez à la main',
  'The merged candidate’s e-mail now belongs to another candidate: it cannot be restored':
    'L’e-mail du candidat fusionné appartient désormais à un autre candidat : il ne peut pas être restauré',
  'One of the two candidates was changed meanwhile. Reload and merge again.':
    'L’un des deux candidats a été modifié entre-temps. Rechargez et fusionnez à nouveau.',
  'This may be {name} ({reasons})': 'Il s’agit peut-être de {name} ({reasons})',

  // Dossiers de compétences (modules/dossiers, domain dossiers/)
  'PDF dossiers need LibreOffice on the server (soffice); generate a Word document instead':
    'Les dossiers PDF demandent LibreOffice sur le serveur (soffice) ; générez un document Word',
  'The dossier could not be converted to PDF': 'Le dossier n’a pas pu être converti en PDF',
  'The dossier template must be a Word document (.docx)':
    'Le modèle de dossier doit être un document Word (.docx)',
  'The dossier template cannot be used: {detail}':
    'Le modèle de dossier est inutilisable : {detail}',
  'attachments must name dossiers generated for the selected candidates':
    'attachments doit désigner des dossiers générés pour les candidats choisis',
  'Recruiters cannot make dossiers de compétences':
    'Les recruteurs ne peuvent pas produire de dossiers de compétences',
  'Only an Admin can change the dossier template':
    'Seul un administrateur peut changer le modèle de dossier',
  'This dossier was changed by someone else. Reload to see the latest version.':
    'Ce dossier a été modifié par quelqu’un d’autre. Rechargez pour voir la dernière version.',
  'Dossier not found': 'Dossier introuvable',
  'The dossier template must be at most 5 MB': 'Le modèle de dossier doit faire au plus 5 Mo',
  'contentBase64 must be the template file encoded in base64':
    'contentBase64 doit être le fichier du modèle encodé en base64',
  'Language must be fr or en': 'La langue doit être fr ou en',
  'Format must be docx or pdf': 'Le format doit être docx ou pdf',
  'needId must be a valid UUID': 'needId doit être un UUID valide',
  'contentBase64 is required': 'contentBase64 est obligatoire',

  // Zod's own messages (as describeZodIssues shows them)
  'Invalid input': 'Saisie invalide',
  'Invalid input: expected {expected}, received {received}':
    'Saisie invalide : {expected} attendu, {received} reçu',
  'Invalid input: expected {expected}': 'Saisie invalide : {expected} attendu',
  'Invalid input: more than one option matched':
    'Saisie invalide : plusieurs options correspondent',
  'Invalid option: expected one of {options}':
    'Option invalide : une valeur parmi {options} attendue',
  'Too big: expected {origin} to have {limit} {unit}':
    'Trop grand : {origin} doit avoir {limit} {unit}',
  'Too big: expected {origin} to be {limit}': 'Trop grand : {origin} doit être {limit}',
  'Too small: expected {origin} to have {limit} {unit}':
    'Trop petit : {origin} doit avoir {limit} {unit}',
  'Too small: expected {origin} to be {limit}': 'Trop petit : {origin} doit être {limit}',
  'Invalid string: must start with {prefix}': 'Texte invalide : doit commencer par {prefix}',
  'Invalid string: must end with {suffix}': 'Texte invalide : doit finir par {suffix}',
  'Invalid string: must include {includes}': 'Texte invalide : doit contenir {includes}',
  'Invalid string: must match pattern {pattern}':
    'Texte invalide : doit respecter le motif {pattern}',
  'Invalid number: must be a multiple of {divisor}':
    'Nombre invalide : doit être un multiple de {divisor}',
  'Unrecognized key: {keys}': 'Clé non reconnue : {keys}',
  'Unrecognized keys: {keys}': 'Clés non reconnues : {keys}',
  'Invalid key in {origin}': 'Clé invalide dans {origin}',
  'Invalid value in {origin}': 'Valeur invalide dans {origin}',
  'Invalid discriminator value. Expected {options}':
    'Valeur de discriminant invalide. Attendu : {options}',
  'Invalid email address': 'Adresse e-mail invalide',
  'Invalid UUID': 'UUID invalide',
  'Invalid URL': 'URL invalide',
  'Invalid ISO datetime': 'Date et heure ISO invalides',
  'Invalid ISO date': 'Date ISO invalide',
  'Invalid ISO time': 'Heure ISO invalide',
  'Invalid date': 'Date invalide',
  'must be true or false': 'doit valoir true ou false',
  // Units that a message carries in a part ('Please wait 2 minutes')
  '{count} second': '{count} seconde',
  '{count} seconds': '{count} secondes',
  '{count} minute': '{count} minute',
  '{count} minutes': '{count} minutes',

  // Analysis, files and uploads
  'text must be at most 500000 characters': 'text doit faire au plus 500000 caractères',
  'text is required': 'text est obligatoire',
  "type must be 'jd' or 'cv'": "type doit valoir 'jd' ou 'cv'",
  "file_types must be 'jd' or 'cv'": "file_types doit valoir 'jd' ou 'cv'",
  'file_types must name one type, or one type per file':
    'file_types doit indiquer un type, ou un type par fichier',
  'api_config_json must be a JSON object': 'api_config_json doit être un objet JSON',
  'No file provided': 'Aucun fichier fourni',
  "Paste the e-mail's text, or send its .eml or .msg file, or a call for tender (one of text, eml, msg or document)":
    'Collez le texte de l’e-mail, ou envoyez son fichier .eml ou .msg, ou un appel d’offres (un seul de text, eml, msg ou document)',
  "fileName is required with document: the tender's file name, ending in .pdf, .docx or .doc":
    'fileName est obligatoire avec document : le nom du fichier de l’appel d’offres, en .pdf, .docx ou .doc',
  'The text must be at most 500000 characters': 'Le texte doit faire au plus 500000 caractères',
  'The e-mail file must be at most {max} MB': 'Le fichier de l’e-mail doit faire au plus {max} Mo',
  'The call for tender must be at most {max} MB': 'L’appel d’offres doit faire au plus {max} Mo',
  'msg must be the .msg file in base64': 'msg doit être le fichier .msg en base64',
  'document must be the file in base64': 'document doit être le fichier en base64',
  'The file is empty': 'Le fichier est vide',
  'fileName must be at most 255 characters': 'fileName doit contenir au plus 255 caractères',
  'The .msg file could not be read': 'Le fichier .msg n’a pas pu être lu',
  'This file is not an Outlook message (.msg): save the e-mail from Outlook with File › Save As › Outlook Message Format':
    'Ce fichier n’est pas un message Outlook (.msg) : enregistrez l’e-mail depuis Outlook avec Fichier › Enregistrer sous › Format de message Outlook',
  'eml must be the .eml file in base64': 'eml doit être le fichier .eml en base64',
  'The e-mail has too little text to read a need from':
    'L’e-mail contient trop peu de texte pour en lire un besoin',
  'The .eml file could not be read': 'Le fichier .eml n’a pas pu être lu',
  'At most {MAX_FILES} files can be analysed at once':
    'Au plus {MAX_FILES} fichiers peuvent être analysés à la fois',
  'File size must be less than {round}MB': 'La taille du fichier doit être inférieure à {round} Mo',
  'filename is required': 'filename est obligatoire',
  'method must be POST or PUT': 'method doit valoir POST ou PUT',
  'objectKey is required': 'objectKey est obligatoire',
  'This upload link is invalid or has expired': 'Ce lien d’envoi est invalide ou a expiré',
  'The upload could not be read: send the file as multipart/form-data':
    'L’envoi n’a pas pu être lu : envoyez le fichier en multipart/form-data',
  'The upload could not be read: send the files as multipart/form-data':
    'L’envoi n’a pas pu être lu : envoyez les fichiers en multipart/form-data',
  'No job description for this need': 'Aucune fiche de poste pour ce besoin',
  'No job description analysis for this need': 'Aucune analyse de fiche de poste pour ce besoin',
  'No CV available for this candidate': 'Aucun CV disponible pour ce candidat',
  'The uploaded file was not found. Please upload it again.':
    'Le fichier envoyé est introuvable. Veuillez l’envoyer à nouveau.',
  'This upload does not belong to this record': 'Cet envoi n’appartient pas à cet enregistrement',
  'Recruiters cannot upload or delete files':
    'Les recruteurs ne peuvent ni envoyer ni supprimer de fichiers',
  'Recruiters cannot download CVs': 'Les recruteurs ne peuvent pas télécharger les CV',
  'Recruiters cannot download the job description analysis':
    'Les recruteurs ne peuvent pas télécharger l’analyse de la fiche de poste',
  'This download link is invalid or has expired':
    'Ce lien de téléchargement est invalide ou a expiré',
  'No such file in the API reference': 'Aucun fichier de ce nom dans la référence de l’API',
  'The text of this file could not be read (a scanned image, an empty or damaged file). Fill the fields by hand or try another file.':
    'Le texte de ce fichier n’a pas pu être lu (image numérisée, fichier vide ou endommagé). Remplissez les champs à la main ou essayez un autre fichier.',
  'This file looks like {found}, not {expected}.':
    'Ce fichier ressemble à {found}, pas à {expected}.',
  'No text could be extracted from this document (it may be a scanned image). Please upload a text-based PDF, DOC or DOCX.':
    'Aucun texte n’a pu être extrait de ce document (c’est peut-être une image numérisée). Envoyez un PDF, DOC ou DOCX contenant du texte.',
  'The {type} file could not be read': 'Le fichier {type} n’a pas pu être lu',
  'The document contains too many parts ({count})':
    'Le document contient trop de parties ({count})',
  'The document expands to more than 100 MB and was refused':
    'Le document décompressé dépasse 100 Mo et a été refusé',
  'The document is compressed suspiciously well and was refused':
    'Le document est compressé de façon suspecte et a été refusé',
  'Please upload a PDF, DOC, or DOCX file': 'Veuillez envoyer un fichier PDF, DOC ou DOCX',
  'This {type} has {pages} pages; CVs are read up to {max} pages':
    'Ce {type} compte {pages} pages ; les CV sont lus jusqu’à {max} pages',
  'This {type} has {pages} pages; job descriptions are read up to {max} pages':
    'Ce {type} compte {pages} pages ; les fiches de poste sont lues jusqu’à {max} pages',
  'This document has more than {max} characters of text; documents are read up to {max} characters':
    'Ce document contient plus de {max} caractères de texte ; les documents sont lus jusqu’à {max} caractères',
  'This document took longer than {seconds} seconds to read and was stopped':
    'La lecture de ce document a pris plus de {seconds} secondes et a été arrêtée',
  'This document needed more than {memory} MB of memory to read and was stopped':
    'La lecture de ce document demandait plus de {memory} Mo de mémoire et a été arrêtée',
  'Too many documents are being read at the moment; please try again in a minute':
    'Trop de documents sont en cours de lecture ; réessayez dans une minute',
  'The document reader stopped unexpectedly ({reason})':
    'Le lecteur de documents s’est arrêté de façon inattendue ({reason})',
  'Mail written by the AI provider ({model})': 'E-mail rédigé par le fournisseur d’IA ({model})',
  'Mail drafted from the template: {message}': 'E-mail rédigé à partir du modèle : {message}',

  // Authentication, sessions, users, setup
  'No authentication token available. Please login.':
    'Aucun jeton d’authentification disponible. Veuillez vous connecter.',
  'Admin privileges required': 'Droits d’administrateur requis',
  'Invalid or expired refresh token': 'Jeton de rafraîchissement invalide ou expiré',
  'Authentication required': 'Authentification requise',
  'Too many login attempts. Please wait {wait} and try again.':
    'Trop de tentatives de connexion. Veuillez patienter {wait} puis réessayer.',
  'New password must be at least 8 characters long':
    'Le nouveau mot de passe doit contenir au moins 8 caractères',
  'New passwords do not match': 'Les nouveaux mots de passe ne correspondent pas',
  'Current password is required to change password':
    'Le mot de passe actuel est requis pour changer de mot de passe',
  'Current password is incorrect': 'Le mot de passe actuel est incorrect',
  'A user with this email already exists': 'Un utilisateur avec cet e-mail existe déjà',
  'You cannot delete your own account': 'Vous ne pouvez pas supprimer votre propre compte',
  'Access denied: Admin role required': 'Accès refusé : rôle Admin requis',
  'Please fill in all fields': 'Veuillez remplir tous les champs',
  'Invalid email or password': 'E-mail ou mot de passe invalide',
  'Role must be Admin, Sales or Recruiter': 'Le rôle doit être Admin, Sales ou Recruiter',
  'Password must be at most 200 characters': 'Le mot de passe doit contenir au plus 200 caractères',
  'Password is required': 'Le mot de passe est obligatoire',
  'refresh_token is required': 'refresh_token est obligatoire',
  'You can only change your own name and password':
    'Vous ne pouvez modifier que votre propre nom et votre mot de passe',
  'You cannot change your own role': 'Vous ne pouvez pas modifier votre propre rôle',
  'Setup is already complete': 'L’installation est déjà terminée',
  'Name is required': 'Le nom est obligatoire',
  'Name must be at least 2 characters': 'Le nom doit contenir au moins 2 caractères',
  'Name must be at most 100 characters': 'Le nom doit contenir au plus 100 caractères',
  'Name must be at most 200 characters': 'Le nom doit contenir au plus 200 caractères',
  'Email is required': 'L’e-mail est obligatoire',
  'Please enter a valid email address': 'Veuillez saisir une adresse e-mail valide',
  'Language must be en, fr or null': 'La langue doit être en, fr ou null',
  'Avatar URL must be an http or https address':
    'L’URL de l’avatar doit être une adresse http ou https',

  // API keys
  'Choose a role: Sales, Recruiter or Read-only (ReadOnly)':
    'Choisissez un rôle : Sales, Recruiter ou Lecture seule (ReadOnly)',
  'An active API key already has this name: choose another or revoke that key first':
    'Une clé d’API active porte déjà ce nom : choisissez-en un autre ou révoquez d’abord cette clé',
  'Expiry is required: a number of days between {API_KEY_MIN_DAYS} and {API_KEY_MAX_DAYS}':
    'L’expiration est obligatoire : un nombre de jours entre {API_KEY_MIN_DAYS} et {API_KEY_MAX_DAYS}',
  'Access denied: only an Admin can manage API keys':
    'Accès refusé : seul un Admin peut gérer les clés d’API',
  'This API key is not valid: check that the whole key was copied, or ask an Admin for a new one':
    'Cette clé d’API n’est pas valide : vérifiez que la clé a été copiée en entier, ou demandez-en une nouvelle à un Admin',
  'This API key has expired: ask an Admin for a new key':
    'Cette clé d’API a expiré : demandez une nouvelle clé à un Admin',
  'This API key has been revoked: ask an Admin for a new key':
    'Cette clé d’API a été révoquée : demandez une nouvelle clé à un Admin',
  'This API key is read-only: it may only make GET requests. Ask an Admin for a Sales key to write.':
    'Cette clé d’API est en lecture seule : elle ne peut faire que des requêtes GET. Demandez une clé Sales à un Admin pour écrire.',
  "API keys cannot use this route: it is about a person's own sessions or profile. Sign in as a person.":
    'Les clés d’API ne peuvent pas utiliser cette route : elle concerne les sessions ou le profil d’une personne. Connectez-vous en tant que personne.',
  'This API key made more than {perMinute} requests in a minute: wait {seconds} second{s} and try again.':
    'Cette clé d’API a fait plus de {perMinute} requêtes en une minute : attendez {seconds} seconde{s} puis réessayez.',

  // Needs
  'You do not have permission to modify needs':
    'Vous n’avez pas l’autorisation de modifier les besoins',
  'This need was changed by someone else. Reload it to see the latest version.':
    'Ce besoin a été modifié par quelqu’un d’autre. Rechargez-le pour voir la dernière version.',
  'URL must be less than 2000 characters': 'L’URL doit contenir moins de 2000 caractères',
  'jdAnalysis must be an object': 'jdAnalysis doit être un objet',
  'Invalid column selection': 'Sélection de colonne invalide',
  'skipCandidateIds must hold candidate ids':
    'skipCandidateIds doit contenir des identifiants de candidats',
  'Invalid column': 'Colonne invalide',
  'Invalid column: {value}': 'Colonne invalide : {value}',
  'Priority must be P1, P2, or P3': 'La priorité doit être P1, P2 ou P3',
  '"{title}" moves to {columnTitle} and leaves the board; you will find it under Finished Needs. {candidates}':
    '« {title} » passe en {columnTitle} et quitte le tableau ; vous le retrouverez dans Besoins terminés. {candidates}',
  'Cannot create opportunity. Missing required data: {missing}. Please add this information first.':
    'Impossible de créer l’opportunité. Données obligatoires manquantes : {missing}. Ajoutez d’abord ces informations.',
  'Cannot add product. Missing required data: {missing}. Please add this information first.':
    'Impossible d’ajouter le produit. Données obligatoires manquantes : {missing}. Ajoutez d’abord ces informations.',
  'Cannot {what}. Missing required data: {missing}. Please add this information first.':
    'Action impossible ({what}). Données obligatoires manquantes : {missing}. Ajoutez d’abord ces informations.',
  'Title is required': 'Le titre est obligatoire',
  'Title must be at least 3 characters': 'Le titre doit contenir au moins 3 caractères',
  'Client is required': 'Le client est obligatoire',
  'Client must be at least 2 characters': 'Le client doit contenir au moins 2 caractères',
  'TJM must be a positive number': 'Le TJM doit être un nombre positif',
  'TJM must be greater than 0': 'Le TJM doit être supérieur à 0',
  'Title is required and must be between 1-200 characters':
    'Le titre est obligatoire et doit contenir entre 1 et 200 caractères',
  'Client is required and must be between 1-100 characters':
    'Le client est obligatoire et doit contenir entre 1 et 100 caractères',
  'Description must be less than 2000 characters':
    'La description doit contenir moins de 2000 caractères',
  'Category must be less than 100 characters': 'La catégorie doit contenir moins de 100 caractères',
  'Quantity must be at least 1': 'La quantité doit être d’au moins 1',
  'Progress must be between 0-100': 'L’avancement doit être compris entre 0 et 100',
  'TJM must be greater than or equal to 0': 'Le TJM doit être supérieur ou égal à 0',
  'Experience years must be between 0 and 50':
    'Les années d’expérience doivent être comprises entre 0 et 50',
  'Remote days must be a whole number between 0 and 7':
    'Les jours de télétravail doivent être un nombre entier entre 0 et 7',
  'Start date must be less than 100 characters':
    'La date de démarrage doit contenir moins de 100 caractères',
  'Duration must be less than 100 characters': 'La durée doit contenir moins de 100 caractères',
  'Title cannot be empty': 'Le titre ne peut pas être vide',
  'Client cannot be empty': 'Le client ne peut pas être vide',
  'No valid updates provided': 'Aucune modification valide fournie',
  'No changes were made to update': 'Aucune modification à enregistrer',
  'Invalid status selection': 'Sélection de statut invalide',
  'Validation error occurred': 'Une erreur de validation est survenue',
  'Please fix the validation errors before submitting.':
    'Veuillez corriger les erreurs de validation avant d’envoyer.',
  'Failed to update need': 'Échec de la mise à jour du besoin',
  'Please select a need to duplicate': 'Veuillez sélectionner un besoin à dupliquer',
  'Are you sure you want to delete this need? This action cannot be undone.':
    'Voulez-vous vraiment supprimer ce besoin ? Cette action est irréversible.',
  'Admin privileges required for permanent deletion':
    'Droits d’administrateur requis pour la suppression définitive',
  'Create the opportunity first: this need has no CRM opportunity':
    'Créez d’abord l’opportunité : ce besoin n’a pas d’opportunité dans le CRM',
  'A product needs the need’s TJM (daily rate) above 0 as its unit price':
    'Un produit a besoin du TJM du besoin (supérieur à 0) comme prix unitaire',

  // Candidates
  'You do not have permission to modify candidates':
    'Vous n’avez pas l’autorisation de modifier les candidats',
  'Recruiters have read-only access: candidates and steps cannot be changed with this role':
    'Les recruteurs ont un accès en lecture seule : ce rôle ne permet pas de modifier les candidats ni les étapes',
  'Admin privileges required to delete candidates':
    'Droits d’administrateur requis pour supprimer des candidats',
  'You need admin privileges to remove candidates from needs. Please contact an administrator.':
    'Il faut des droits d’administrateur pour retirer des candidats des besoins. Contactez un administrateur.',
  'Candidate is not associated with this need.': 'Le candidat n’est pas associé à ce besoin.',
  'A candidate with this email already exists': 'Un candidat avec cet e-mail existe déjà',
  'This candidate was changed by someone else. Reload it to see the latest version.':
    'Ce candidat a été modifié par quelqu’un d’autre. Rechargez-le pour voir la dernière version.',
  'cvAnalysis must be an object': 'cvAnalysis doit être un objet',
  'cvAnalysisStatus must be PENDING, READY or ERROR':
    'cvAnalysisStatus doit valoir PENDING, READY ou ERROR',
  'cvAnalysis or cvAnalysisStatus is required': 'cvAnalysis ou cvAnalysisStatus est obligatoire',
  'Trigramme must be at most 3 uppercase letters':
    'Le trigramme doit contenir au plus 3 lettres majuscules',
  'Trigramme must be at most 3 characters': 'Le trigramme doit contenir au plus 3 caractères',
  'Please select at least one candidate': 'Veuillez sélectionner au moins un candidat',
  'TJM is required': 'Le TJM est obligatoire',
  'Availability is required': 'La disponibilité est obligatoire',
  'Please enter a valid phone number': 'Veuillez saisir un numéro de téléphone valide',
  'CV URL is required': 'L’URL du CV est obligatoire',
  'Please enter a valid CV URL': 'Veuillez saisir une URL de CV valide',
  'cvUrl cannot name a stored file: upload the CV instead':
    'cvUrl ne peut pas désigner un fichier stocké : envoyez plutôt le CV',
  'Expected TJM must be a number greater than or equal to 0':
    'Le TJM attendu doit être un nombre supérieur ou égal à 0',
  'Consultant daily cost must be a number greater than 0':
    'Le coût journalier du consultant doit être un nombre supérieur à 0',
  'Only Admin and Sales may set the consultant daily cost':
    'Seuls Admin et Sales peuvent renseigner le coût journalier du consultant',
  'Please select a candidate to duplicate': 'Veuillez sélectionner un candidat à dupliquer',
  'Please check your input data. Some fields may be invalid.':
    'Vérifiez vos données saisies. Certains champs sont peut-être invalides.',
  'A candidate with this email already exists. The data has been merged.':
    'Un candidat avec cet e-mail existe déjà. Les données ont été fusionnées.',
  'Failed to add candidate': 'Échec de l’ajout du candidat',
  'Failed to duplicate candidate': 'Échec de la duplication du candidat',
  'Failed to update candidate': 'Échec de la mise à jour du candidat',
  'Recruiters cannot request relevance scoring':
    'Les recruteurs ne peuvent pas demander de score de pertinence',
  'No relevance score for this candidate and need':
    'Aucun score de pertinence pour ce candidat et ce besoin',
  'Invalid consultant id: {id}': 'Identifiant de consultant invalide : {id}',
  'Unknown consultant: {id} is not a Sales user':
    'Consultant inconnu : {id} n’est pas un utilisateur Sales',

  // Steps
  'No steps found for this candidate': 'Aucune étape trouvée pour ce candidat',
  'Only Candidate Sent, Candidate Interview, GO/NOGO and Sale steps can be edited':
    'Seules les étapes Candidat envoyé, Entretien candidat, GO/NOGO et Vente peuvent être modifiées',
  'Only Candidate Sent, Candidate Interview, GO/NOGO and Sale steps can be deleted':
    'Seules les étapes Candidat envoyé, Entretien candidat, GO/NOGO et Vente peuvent être supprimées',
  'needId and candidateId are required': 'needId et candidateId sont obligatoires',
  'Commercial concession must be greater than or equal to 0':
    'Le geste commercial doit être supérieur ou égal à 0',
  'Step type is required': 'Le type d’étape est obligatoire',
  'Step status is required': 'Le statut de l’étape est obligatoire',
  'First step for a linked candidate must be CANDIDATE_IDENTIFIED':
    'La première étape d’un candidat lié doit être CANDIDATE_IDENTIFIED',
  'PUSH step requires CANDIDATE_IDENTIFIED step first':
    'L’étape PUSH nécessite d’abord l’étape CANDIDATE_IDENTIFIED',
  'Step {type} is not allowed at this stage. Allowed: {allowed}':
    'L’étape {type} n’est pas autorisée à ce stade. Autorisées : {allowed}',
  'Step type {type} already exists for this candidate':
    'L’étape de type {type} existe déjà pour ce candidat',
  'Client name is required for candidate sent step':
    'Le nom du client est obligatoire pour l’étape candidat envoyé',
  'Client email is required for candidate sent step':
    'L’e-mail du client est obligatoire pour l’étape candidat envoyé',
  'Mail sent date is required for candidate sent step':
    'La date d’envoi du mail est obligatoire pour l’étape candidat envoyé',
  'Follow-up date is required for candidate sent step':
    'La date de relance est obligatoire pour l’étape candidat envoyé',
  'Invitation date is required for interview step':
    'La date d’invitation est obligatoire pour l’étape entretien',
  'Interview date is required for interview step':
    'La date d’entretien est obligatoire pour l’étape entretien',
  'Interview location is required for interview step':
    'Le lieu de l’entretien est obligatoire pour l’étape entretien',
  'Decision is required': 'La décision est obligatoire',
  'Valid TJM is required for sale step': 'Un TJM valide est obligatoire pour l’étape vente',
  'Contract type is required for sale step':
    'Le type de contrat est obligatoire pour l’étape vente',
  'Start date is required for sale step': 'La date de début est obligatoire pour l’étape vente',
  'End date is required for sale step': 'La date de fin est obligatoire pour l’étape vente',
  'Mail sent date cannot be in the future':
    'La date d’envoi du mail ne peut pas être dans le futur',
  'Follow-up date must be after mail sent date':
    'La date de relance doit être postérieure à la date d’envoi du mail',
  'Interview date must be after invitation date':
    'La date d’entretien doit être postérieure à la date d’invitation',
  'Projected start date cannot be in the past':
    'La date de début prévue ne peut pas être dans le passé',
  'End date must be after start date': 'La date de fin doit être postérieure à la date de début',
  'Date is required': 'La date est obligatoire',
  'Must be a number': 'Doit être un nombre',

  // Common limits, pagination, dates
  'page must be at least 1': 'page doit valoir au moins 1',
  'size must be at least 1': 'size doit valoir au moins 1',
  'size must be at most 100': 'size doit valoir au plus 100',
  'size must be at most 200': 'size doit valoir au plus 200',
  'size must be at most 1000': 'size doit valoir au plus 1000',
  'size must be at most {max}': 'size doit valoir au plus {max}',
  '{field} must be at most {max} characters': '{field} doit contenir au plus {max} caractères',
  '{field} must have at most {max} items': '{field} doit contenir au plus {max} éléments',
  'Each entry of {field} must be at most {max} characters':
    'Chaque entrée de {field} doit contenir au plus {max} caractères',
  '{field} is too large (at most {max} characters as JSON)':
    '{field} est trop volumineux (au plus {max} caractères en JSON)',
  '{field} cannot be in the future': '{field} ne peut pas être dans le futur',
  '{field} must be a valid date': '{field} doit être une date valide',
  '{field} must be greater than or equal to 0': '{field} doit être supérieur ou égal à 0',
  '{label} is required': '{label} est obligatoire',
  'Dates must be calendar days (YYYY-MM-DD)':
    'Les dates doivent être des jours calendaires (AAAA-MM-JJ)',
  'The start of the period must not be after its end':
    'Le début de la période ne doit pas être après sa fin',
  'A period covers at most 10 years': 'Une période couvre au plus 10 ans',
  'from must not be after to': 'from ne doit pas être après to',
  'Unknown category': 'Catégorie inconnue',

  // Follow-ups, mail
  'Recruiters cannot see or draft follow-ups':
    'Les recruteurs ne peuvent ni voir ni rédiger de relances',
  'needId is required': 'needId est obligatoire',
  'candidateId is required': 'candidateId est obligatoire',
  'This candidate has not been sent to the client on this need':
    'Ce candidat n’a pas été envoyé au client sur ce besoin',
  'Recruiters cannot generate e-mails': 'Les recruteurs ne peuvent pas générer d’e-mails',
  'job_analysis_key is required': 'job_analysis_key est obligatoire',
  'job_analysis_key must be a need id or the key of its analysis file':
    'job_analysis_key doit être un identifiant de besoin ou la clé de son fichier d’analyse',
  'cv_analysis_keys must hold candidate ids or the keys of their files':
    'cv_analysis_keys doit contenir des identifiants de candidats ou les clés de leurs fichiers',
  'Failed to retrieve generated email': 'Impossible de récupérer l’e-mail généré',
  'Failed to retrieve generated need email': 'Impossible de récupérer l’e-mail de besoin généré',

  // GDPR, history
  'Recruiters own no needs or candidates, so they have no data to export':
    'Les recruteurs ne possèdent ni besoins ni candidats : ils n’ont pas de données à exporter',
  'Legal basis must be consent or legitimate_interest':
    'La base légale doit être consent ou legitimate_interest',
  'Only Admins can manage personal data (GDPR)':
    'Seuls les Admins peuvent gérer les données personnelles (RGPD)',
  'Recruiters cannot renew a candidate': 'Les recruteurs ne peuvent pas renouveler un candidat',
  'A reason is required to erase a candidate': 'Un motif est obligatoire pour effacer un candidat',
  'Consent date must be a valid date': 'La date de consentement doit être une date valide',
  'Last contact date must be a valid date': 'La date du dernier contact doit être une date valide',
  'The candidate and everything held about them were erased':
    'Le candidat et tout ce qui le concernait ont été effacés',
  'The retention run reads every candidate': 'Le passage de conservation lit chaque candidat',
  'Run by an Admin': 'Lancé par un Admin',
  'Daily run': 'Passage quotidien',
  Details: 'Détails',
  'kind must be one of {kinds}': 'kind doit valoir une des valeurs {kinds}',
  'before must be the id of a history entry':
    'before doit être l’identifiant d’une entrée de l’historique',
  'actor must be a user id': 'actor doit être un identifiant d’utilisateur',
  'limit must be at most {max}': 'limit doit valoir au plus {max}',
  'limit must be at least 1': 'limit doit valoir au moins 1',
  'limit must be a whole number': 'limit doit être un nombre entier',
  'limit must be a number': 'limit doit être un nombre',

  // Flows, jobs, health
  'Only administrators can manage flows': 'Seuls les administrateurs peuvent gérer les flux',
  'Need {needId} no longer exists': 'Le besoin {needId} n’existe plus',
  'Candidate {candidateId} no longer exists': 'Le candidat {candidateId} n’existe plus',
  'The {what} written by this flow exist': 'Les {what} écrits par ce flux existent',
  'The stage output is recorded': 'Le résultat de l’étape est enregistré',
  'No completed stage to verify': 'Aucune étape terminée à vérifier',
  'Database unavailable': 'Base de données indisponible',
  'Shutting down': 'Arrêt en cours',
  'Restarted from {stage}': 'Relancé depuis {stage}',
  'The server stopped while this job was running':
    'Le serveur s’est arrêté pendant l’exécution de cette tâche',
  'The server stopped while this stage was running':
    'Le serveur s’est arrêté pendant l’exécution de cette étape',
  'The server stopped between stages; the run continues on another instance':
    'Le serveur s’est arrêté entre deux étapes ; l’exécution continue sur une autre instance',
  'Flow already finished': 'Flux déjà terminé',
  'This flow has no {role} stage': 'Ce flux n’a pas d’étape {role}',
  'Flow changed': 'Le flux a changé',
  'Cannot cancel a flow that is already {status}':
    'Impossible d’annuler un flux déjà à l’état {status}',
  'Cannot {action} a flow that is {status}: only a flow in error can be retried':
    'Impossible de faire « {action} » sur un flux à l’état {status} : seul un flux en erreur peut être relancé',
  'Invalid flow category: {value}': 'Catégorie de flux invalide : {value}',
  'Invalid flow status: {value}': 'Statut de flux invalide : {value}',
  'needId must be a valid UUID format': 'needId doit être un UUID valide',
  'candidateId must be a valid UUID format': 'candidateId doit être un UUID valide',
  'Error loading flows': 'Erreur lors du chargement des flux',
  'Try Again': 'Réessayer',
  'Failed to fetch flows': 'Impossible de récupérer les flux',
  'Failed to {action}: {message}': 'Échec de « {action} » : {message}',
  'Failed to cancel flow: {message}': 'Échec de l’annulation du flux : {message}',
  'Failed to retry RPA flow: {message}': 'Échec de la relance du flux RPA : {message}',
  'Unknown action: {action}': 'Action inconnue : {action}',
  'Flow cancelled successfully': 'Flux annulé',
  '{step} retriggered successfully': '{step} relancé',
  'RPA {action} flow restarted successfully! Flow ID: {id}':
    'Flux RPA {action} relancé ! ID du flux : {id}',
  'RPA flow {action} started successfully! Flow ID: {id}':
    'Flux RPA {action} démarré ! ID du flux : {id}',
  'Failed to launch RPA flow': 'Échec du lancement du flux RPA',
  'No flows found': 'Aucun flux trouvé',
  'No flows match your search criteria': 'Aucun flux ne correspond à vos critères de recherche',
  'windowHours must be at most 2160': 'windowHours doit valoir au plus 2160',
  'windowHours must be at least 1': 'windowHours doit valoir au moins 1',
  'windowHours must be a whole number': 'windowHours doit être un nombre entier',
  'windowHours must be a number': 'windowHours doit être un nombre',
  'reason is required': 'reason est obligatoire',
  'ids must name at least one flow': 'ids doit désigner au moins un flux',
  'Send either ids or filter': 'Envoyez soit ids, soit filter',

  // CRM, CRM health, RPA
  'The CRM did not answer within {seconds} s': 'Le CRM n’a pas répondu dans les {seconds} s',
  'The CRM at {host} could not be reached': 'Le CRM à l’adresse {host} est injoignable',
  'The sandbox CRM has not started: its credentials are not in the data folder (DATA_DIR/sandbox-crm)':
    'Le CRM sandbox n’a pas démarré : ses identifiants ne sont pas dans le dossier de données (DATA_DIR/sandbox-crm)',
  'The CRM answered HTTP {status}: try again later':
    'Le CRM a répondu HTTP {status} : réessayez plus tard',
  'The CRM refused the sign-in ({error}): {description}':
    'Le CRM a refusé la connexion ({error}) : {description}',
  'No Salesforce sign-in is configured: set a client secret, a private key and username, or a username and password':
    'Aucune connexion Salesforce n’est configurée : renseignez un secret client, une clé privée et un nom d’utilisateur, ou un nom d’utilisateur et un mot de passe',
  'Several CRM records have {field} = {key}: make the field Unique in the org, then retry':
    'Plusieurs enregistrements du CRM ont {field} = {key} : rendez ce champ unique dans l’org, puis réessayez',
  'SALESFORCE_PRIVATE_KEY is neither a PEM key nor a readable file':
    'SALESFORCE_PRIVATE_KEY n’est ni une clé PEM ni un fichier lisible',
  'A {action} needs a candidate: name the candidate in the request':
    'Une action {action} a besoin d’un candidat : indiquez le candidat dans la requête',
  'Browser run: {action}': 'Exécution navigateur : {action}',
  'Only administrators can change the sandbox CRM':
    'Seuls les administrateurs peuvent modifier le CRM bac à sable',
  'The sandbox CRM is not enabled': 'Le CRM bac à sable n’est pas activé',
  'saveDelayMs must be between 0 and 600000': 'saveDelayMs doit être compris entre 0 et 600000',
  'saveDelayMs must be a whole number of milliseconds':
    'saveDelayMs doit être un nombre entier de millisecondes',
  'saveDelayMs must be a number of milliseconds':
    'saveDelayMs doit être un nombre de millisecondes',
  'count must be between 0 and 100': 'count doit être compris entre 0 et 100',
  'count must be a whole number': 'count doit être un nombre entier',
  'count must be a number': 'count doit être un nombre',
  'Invalid CRM error kind: {value}': 'Type d’erreur CRM invalide : {value}',
  'No CRM failures in this period': 'Aucun échec CRM sur cette période',
  'Error loading CRM health': 'Erreur lors du chargement de la santé du CRM',
  '{n} CRM run{s} retried': '{n} exécution{s} CRM relancée{s}',
  'Failed to retry: {message}': 'Échec de la relance : {message}',
  'Retried from CRM Health': 'Relancé depuis Santé du CRM',
  'Invalid RPA action: {value}': 'Action RPA invalide : {value}',
  'candidateId is required for proposition creation':
    'candidateId est obligatoire pour créer une proposition',
  'expectedTjm is required for proposition creation':
    'expectedTjm est obligatoire pour créer une proposition',
  'candidateId is required for retention update':
    'candidateId est obligatoire pour la mise à jour de rétention',
  'No need ID found for RPA retry': 'Aucun ID de besoin trouvé pour la relance RPA',
  'interviewDate must be a date in DD/MM/YYYY format':
    'interviewDate doit être une date au format JJ/MM/AAAA',
  'No screenshot for this flow': "Aucune capture d'écran pour ce flux",
  'projectedStartDate must be a date in DD/MM/YYYY format':
    'projectedStartDate doit être une date au format JJ/MM/AAAA',
  'interviewTime must be a time in HH:MM format':
    'interviewTime doit être une heure au format HH:MM',
  'flows must name at least one RPA run': 'flows doit désigner au moins une exécution RPA',
  'flows: at most {max} RPA runs in one batch': 'flows : au plus {max} exécutions RPA par lot',
  'expectedTjm must be at most 1000000': 'expectedTjm doit valoir au plus 1000000',
  'Please select a Need': 'Veuillez sélectionner un besoin',
  'Please select a candidate for proposition creation':
    'Veuillez sélectionner un candidat pour créer la proposition',
  'Please enter a valid expected TJM (greater than 0)':
    'Veuillez saisir un TJM attendu valide (supérieur à 0)',
  'Please select a candidate for presentation scheduling':
    'Veuillez sélectionner un candidat pour planifier la présentation',
  'Please ensure interview date and time are filled':
    'Vérifiez que la date et l’heure de l’entretien sont renseignées',
  'Please select a candidate for retention update':
    'Veuillez sélectionner un candidat pour la mise à jour de rétention',
  'Failed to establish RPA stream connection':
    'Impossible d’établir la connexion au flux vidéo RPA',
  'Failed to connect to RPA stream': 'Impossible de se connecter au flux vidéo RPA',
  'No video frames received. RPA flow may not be running or screencast failed.':
    'Aucune image vidéo reçue. Le flux RPA n’est peut-être pas en cours ou la capture d’écran a échoué.',
  'Connection lost. Please try again.': 'Connexion perdue. Veuillez réessayer.',
  'Invalid verification code': 'Code de vérification invalide',
  'Please enter the verification code': 'Veuillez saisir le code de vérification',
  'Code must be exactly 6 digits': 'Le code doit comporter exactement 6 chiffres',
  'Waiting for the verification code: open Watch Live and type the code the CRM sent':
    'En attente du code de vérification : ouvrez Suivre en direct et saisissez le code envoyé par le CRM',
  'No verification code was entered within 10 minutes: the CRM sign-in was abandoned. Launch the run again to retry.':
    'Aucun code de vérification saisi en 10 minutes : la connexion au CRM a été abandonnée. Relancez l’exécution pour réessayer.',
  'Only administrators can watch RPA runs':
    'Seuls les administrateurs peuvent suivre les exécutions RPA',
  'This flow is not an RPA run: there is no browser to watch':
    'Ce flux n’est pas une exécution RPA : il n’y a pas de navigateur à suivre',
  'This run writes through the CRM API: there is no browser to watch, only its status below':
    'Cette exécution écrit via l’API du CRM : il n’y a pas de navigateur à suivre, seulement son statut ci-dessous',
  'The CRM asks for a verification code: type the code it sent':
    'Le CRM demande un code de vérification : saisissez le code qu’il a envoyé',
  'Verification code accepted': 'Code de vérification accepté',
  'This code was sent for another run: open the live viewer of this run':
    'Ce code a été envoyé pour une autre exécution : ouvrez le suivi en direct de cette exécution',
  'Chromium is not installed: install the chromium package or set RPA_CHROMIUM_PATH':
    'Chromium n’est pas installé : installez le paquet chromium ou renseignez RPA_CHROMIUM_PATH',
  'The CRM refused the sign-in: check SALESFORCE_USERNAME and SALESFORCE_PASSWORD':
    'Le CRM a refusé la connexion : vérifiez SALESFORCE_USERNAME et SALESFORCE_PASSWORD',
  'The CRM did not answer within {seconds} s while {what}':
    'Le CRM n’a pas répondu dans les {seconds} s pendant : {what}',
  'No display is available on the server: the browser runs headless':
    'Aucun affichage disponible sur le serveur : le navigateur tourne sans interface',
  'The server is not listening yet: the sandbox CRM cannot be reached':
    'Le serveur n’écoute pas encore : le CRM bac à sable est injoignable',
  'The {object} form has no field {field}: add it to the page layout or map it to null':
    'Le formulaire {object} n’a pas de champ {field} : ajoutez-le à la mise en page ou associez-le à null',
  'The {object} saved with key {key} was not found in the CRM list':
    '{object} enregistré avec la clé {key} est introuvable dans la liste du CRM',
  "This mission URL is not on the CRM's lightning domain: check that it opens the mission record":
    'Cette URL de mission n’est pas sur le domaine lightning du CRM : vérifiez qu’elle ouvre la fiche de la mission',

  // Webhooks
  'No answer within {seconds} s': 'Pas de réponse dans les {seconds} s',
  'Delivery is {status}': 'La livraison est {status}',
  'The delivery no longer exists': 'La livraison n’existe plus',
  '{eventType} → redelivery': '{eventType} → nouvelle livraison',
  'A test event sent from the webhooks page':
    'Un événement de test envoyé depuis la page des webhooks',
  'The test event could not be created': 'L’événement de test n’a pas pu être créé',
  'Unknown webhook event "{event}": use one of {events}':
    'Événement webhook inconnu « {event} » : utilisez une des valeurs {events}',
  'Only administrators can manage webhooks': 'Seuls les administrateurs peuvent gérer les webhooks',
  'URL is required': 'L’URL est obligatoire',
  'Enter the full address of the receiver, starting with https://':
    'Saisissez l’adresse complète du destinataire, commençant par https://',
  'URL must be at most {max} characters': 'L’URL doit contenir au plus {max} caractères',
  'Webhook URLs must use https:// (http:// is allowed only for localhost in development)':
    'Les URL de webhook doivent utiliser https:// (http:// n’est permis que pour localhost en développement)',
  'Remove the user name and password from the URL: each message is signed with the endpoint secret instead':
    'Retirez le nom d’utilisateur et le mot de passe de l’URL : chaque message est signé avec le secret du point de terminaison',
  'Remove the #fragment from the URL: it is never sent to the receiver':
    'Retirez le #fragment de l’URL : il n’est jamais envoyé au destinataire',
  'Could not resolve "{host}": check the host name, the receiver must be reachable from the server':
    'Impossible de résoudre « {host} » : vérifiez le nom d’hôte, le destinataire doit être joignable depuis le serveur',
  '"{host}" leads to {address}, a loopback, private or link-local address: webhooks may not reach the server\'s own network (an operator can allow it with WEBHOOK_ALLOW_PRIVATE=true)':
    '« {host} » mène à {address}, une adresse de bouclage, privée ou link-local : les webhooks ne peuvent pas atteindre le réseau du serveur (un opérateur peut l’autoriser avec WEBHOOK_ALLOW_PRIVATE=true)',
  'Choose at least one event': 'Choisissez au moins un événement',
  'Description must be at most {max} characters':
    'La description doit contenir au plus {max} caractères',
  'At most {max} webhook endpoints can be registered; delete one first':
    'Au plus {max} points de terminaison webhook peuvent être enregistrés ; supprimez-en un d’abord',
  'This endpoint is disabled: enable it before sending to it':
    'Ce point de terminaison est désactivé : activez-le avant de lui envoyer',
  'Disabled automatically: a delivery still failed after {attempts} attempts':
    'Désactivé automatiquement : une livraison échouait encore après {attempts} tentatives',
  'Send at least one of url, description, events or enabled':
    'Envoyez au moins un des champs url, description, events ou enabled',

  // Workflow requests
  'The workflow request changed meanwhile (now {status}); reload it':
    'La demande de workflow a changé entre-temps (maintenant {status}) ; rechargez-la',
  '{type} for workflow request {id}': '{type} pour la demande de workflow {id}',
  'Cannot {verb} a workflow request that is {status}: allowed only when {allowed}':
    'Impossible de faire « {verb} » sur une demande de workflow à l’état {status} : permis seulement à l’état {allowed}',
  'Cannot set a workflow request that is {from} to {to}: only {allowed} may be set by hand':
    'Impossible de passer une demande de workflow de l’état {from} à {to} : seuls {allowed} peuvent être choisis à la main',
  'Cannot edit the payload of a workflow request that is IN_PROGRESS':
    'Impossible de modifier le contenu d’une demande de workflow IN_PROGRESS',
  'needId is required and must be a string':
    'needId est obligatoire et doit être une chaîne de caractères',
  'Invalid workflow request type: {value}': 'Type de demande de workflow invalide : {value}',
  'Invalid workflow request status: {value}': 'Statut de demande de workflow invalide : {value}',
  'version must be a whole number': 'version doit être un nombre entier',
  'This workflow request was changed by someone else since you opened it. Reload to see the latest version; your changes are kept in the form.':
    'Cette demande de workflow a été modifiée par quelqu’un d’autre depuis son ouverture. Rechargez pour voir la dernière version ; vos modifications restent dans le formulaire.',
  'Need ID is required': 'L’ID du besoin est obligatoire',
  'Candidate name is required': 'Le nom du candidat est obligatoire',
  'Valid TJM is required': 'Un TJM valide est obligatoire',
  'Candidate selection is required': 'La sélection d’un candidat est obligatoire',
  'Interview date is required': 'La date d’entretien est obligatoire',
  'Projected start date is required': 'La date de début prévue est obligatoire',
  'Failed to submit. Please try again.': 'Échec de l’envoi. Veuillez réessayer.',
  'Failed to load workflow requests': 'Impossible de charger les demandes de workflow',
  'Failed to trigger workflow request': 'Échec du déclenchement de la demande de workflow',
  'Failed to delete workflow request': 'Échec de la suppression de la demande de workflow',
  'Failed to cancel workflow request': 'Échec de l’annulation de la demande de workflow',
  'Failed to retry workflow request': 'Échec de la relance de la demande de workflow',
  'Failed to load workflow request': 'Impossible de charger la demande de workflow',
  'Failed to update workflow request': 'Échec de la mise à jour de la demande de workflow',
  'Error loading workflow requests': 'Erreur lors du chargement des demandes de workflow',
  'Error loading workflow request': 'Erreur lors du chargement de la demande de workflow',
  'No workflow requests found': 'Aucune demande de workflow trouvée',
  'Unknown error occurred': 'Une erreur inconnue est survenue',
  'Failed to start {action}: {message}': 'Échec du démarrage de {action} : {message}',
  '{action} workflow started': 'Workflow {action} démarré',
  '{action} completed successfully': '{action} terminé avec succès',
  '{action} may have failed': '{action} a peut-être échoué',
  'Started {started}/{total} workflows': '{started}/{total} workflows démarrés',
  'Batch workflows completed': 'Workflows du lot terminés',
  'Some workflows may have failed': 'Certains workflows ont peut-être échoué',
  'Batch workflow failed: {message}': 'Échec du workflow par lot : {message}',
  '{action} workflow request created successfully! Redirecting to workflow management...':
    'Demande de workflow {action} créée ! Redirection vers la gestion des workflows...',
  'Failed to create {action} workflow request: {message}':
    'Échec de la création de la demande de workflow {action} : {message}',
  'Pool must be external, employee or freelance':
    'Le vivier doit être externe, salarié ou freelance',
  'Mission end date must be a date (YYYY-MM-DD)':
    'La fin de mission doit être une date (AAAA-MM-JJ)',
  'A reason is required to hide a match': 'Une raison est requise pour masquer un profil',
  'Reason must be at most {nameMax} characters':
    'La raison doit faire au plus {nameMax} caractères',
  'Limit must be a whole number from 1 to 100': 'La limite doit être un entier de 1 à 100',
  'This candidate is not hidden from the need’s matches':
    'Ce candidat n’est pas masqué des profils proposés pour ce besoin',
};

/** English messages whose French is the same words (a name, a code the user types). */
export const MESSAGES_SAME_IN_FRENCH: readonly string[] = [
  'DELETE',
  '{count} minute',
  '{count} minutes',
];
