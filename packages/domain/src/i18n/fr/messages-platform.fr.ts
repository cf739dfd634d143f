/** French for the English messages of platform errors, imports, duplicates, dossiers, zod, units, documents, accounts and API keys (see ../messages.fr.ts). */
export const MESSAGES_FR_PLATFORM: Readonly<Record<string, string>> = {
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
  'The e-mail has too little text to read a need from, and no readable document attached':
    'L’e-mail contient trop peu de texte pour en lire un besoin, et aucun document lisible n’y est joint',
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
};
