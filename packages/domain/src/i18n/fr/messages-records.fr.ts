/** French for the English messages of needs, candidates, steps, limits, follow-ups, GDPR and history (see ../messages.fr.ts). */
export const MESSAGES_FR_RECORDS: Readonly<Record<string, string>> = {
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
};
