/** French for the English messages of flows, CRM and RPA, webhooks, workflow requests and what follows them (see ../messages.fr.ts). */
export const MESSAGES_FR_OPERATIONS: Readonly<Record<string, string>> = {
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
  'The sandbox CRM did not start within {seconds} s':
    'Le CRM sandbox n’a pas démarré dans les {seconds} s',
  'The sandbox CRM could not start (see the server log)':
    'Le CRM sandbox n’a pas pu démarrer (voir le journal du serveur)',
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
