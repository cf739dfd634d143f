/**
 * French cities a CV header names without a postal code ("Lyon", "Nantes • 06 ...", "Paris 13e"):
 * the communes of more than about 40,000 inhabitants, the prefectures, and the business districts
 * where IT consultants work (La Défense, Sophia Antipolis). Keys are lower case, without accents,
 * hyphens as spaces (see cityKey).
 */
const NAMES = `Paris, Marseille, Lyon, Toulouse, Nice, Nantes, Montpellier, Strasbourg, Bordeaux, Lille,
Rennes, Reims, Toulon, Saint-Étienne, Le Havre, Grenoble, Dijon, Angers, Villeurbanne, Nîmes,
Clermont-Ferrand, Le Mans, Aix-en-Provence, Brest, Tours, Amiens, Limoges, Annecy, Perpignan,
Boulogne-Billancourt, Metz, Besançon, Orléans, Rouen, Saint-Denis, Argenteuil, Montreuil,
Mulhouse, Caen, Nancy, Saint-Paul, Roubaix, Tourcoing, Nanterre, Vitry-sur-Seine, Créteil,
Avignon, Poitiers, Aubervilliers, Dunkerque, Aulnay-sous-Bois, Colombes, Asnières-sur-Seine,
Versailles, Courbevoie, Cherbourg-en-Cotentin, Rueil-Malmaison, Béziers, Champigny-sur-Marne,
Pau, La Rochelle, Saint-Maur-des-Fossés, Antibes, Cannes, Calais, Colmar, Mérignac, Ajaccio,
Drancy, Bourges, Saint-Nazaire, Issy-les-Moulineaux, Noisy-le-Grand, Levallois-Perret,
Quimper, Valence, Villeneuve-d'Ascq, Antony, La Seyne-sur-Mer, Troyes, Neuilly-sur-Seine,
Sarcelles, Les Abymes, Niort, Chambéry, Lorient, Beauvais, Pessac, Vénissieux, Clichy,
Cergy, Ivry-sur-Seine, Villejuif, Hyères, Montauban, Saint-Quentin, Fréjus, Pantin, Évry,
Évry-Courcouronnes, Maisons-Alfort, Chelles, Meaux, Bondy, Narbonne, Vannes, Arles, Épinay-sur-Seine,
Fontenay-sous-Bois, Sartrouville, Clamart, Bayonne, Sète, Corbeil-Essonnes, Saint-Ouen,
Saint-Malo, Bobigny, Laval, Vaulx-en-Velin, Châteauroux, Blagnac, Labège, Massy, Puteaux,
Saint-Herblain, Rezé, Saint-Priest, Bron, Écully, Meudon, Vélizy-Villacoublay, Guyancourt,
Saint-Quentin-en-Yvelines, Saclay, Palaiseau, Marne-la-Vallée, Noisy-le-Sec, Montigny-le-Bretonneux,
Illkirch-Graffenstaden, Schiltigheim, Talence, Gradignan, Cesson-Sévigné, Lannion, Vélizy,
Sophia Antipolis, Valbonne, La Défense, Charenton-le-Pont, Saint-Cloud, Suresnes, Montrouge,
Vincennes, Gentilly, Arcueil, Malakoff, Le Kremlin-Bicêtre, Chartres, Évreux, Alençon, Auxerre,
Nevers, Mâcon, Bourg-en-Bresse, Lons-le-Saunier, Vesoul, Belfort, Épinal, Bar-le-Duc,
Charleville-Mézières, Châlons-en-Champagne, Chaumont, Laon, Arras, Lens, Douai, Valenciennes,
Saint-Brieuc, Angoulême, Périgueux, Agen, Mont-de-Marsan, Tarbes, Auch, Foix, Carcassonne,
Rodez, Cahors, Albi, Castres, Mende, Le Puy-en-Velay, Aurillac, Moulins, Vichy, Guéret, Tulle,
Brive-la-Gaillarde, Gap, Digne-les-Bains, Privas, Saint-Lô, Cherbourg, Lisieux, Blois,
Saumur, Cholet, La Roche-sur-Yon, Les Sables-d'Olonne, Melun, Pontoise, Mantes-la-Jolie,
Compiègne, Soissons, Saint-Germain-en-Laye, Poissy, Fontainebleau, Bastia, Pointe-à-Pitre,
Fort-de-France, Cayenne, Mamoudzou, Monaco`;

/** A city's lookup key: lower case, accents dropped, hyphens and apostrophes as spaces. */
export function cityKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-'’]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const FRENCH_CITIES = new Set(NAMES.split(',').map(cityKey));

export function isFrenchCity(name: string): boolean {
  return FRENCH_CITIES.has(cityKey(name));
}
