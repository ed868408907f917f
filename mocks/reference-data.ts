import type { WineType } from '@/api/wines';

/** One wine region as the seed uses it: what grows there, for which types, at which prices. */
export interface RegionProfile {
  name: string;
  appellations: string[];
  /** Grapes per wine type made in the region; a type absent here is not made there. */
  grapes: Partial<Record<WineType, string[]>>;
  /** Typical price band in the country's currency for a standard bottle. */
  price: [number, number];
}

export interface CountryProfile {
  code: string;
  name: string;
  currency: string;
  regions: RegionProfile[];
  /** Producer name parts: prefixes and family or place names. */
  producerPrefixes: string[];
  producerNames: string[];
  /** Words for the wine's own name (cuvée, vineyard, label). */
  cuvees: string[];
}

const BORDEAUX_RED = ['Merlot', 'Cabernet Sauvignon', 'Cabernet Franc', 'Petit Verdot'];

/** Real countries, regions, appellations and grapes; the general API serves them as reference data. */
export const COUNTRIES: CountryProfile[] = [
  {
    code: 'FR',
    name: 'France',
    currency: 'EUR',
    producerPrefixes: ['Château', 'Domaine', 'Maison', 'Clos', 'Domaine du'],
    producerNames: ['Lafleur', 'Montrose', 'Rousseau', 'Chevalier', 'Delas', 'Huet', 'Trimbach', 'Beaucastel', 'Dujac', 'Roumier', 'Belair', 'Fontaine', 'Mercier', 'Giraud', 'Lambert', 'Vernay'],
    cuvees: ['Cuvée Prestige', 'Vieilles Vignes', 'Les Grands Champs', 'Clos des Moines', 'La Croix', 'Les Perrières', 'Réserve', 'Tradition', 'Les Charmes', 'Cuvée Alexandre'],
    regions: [
      { name: 'Bordeaux', appellations: ['Pauillac', 'Saint-Émilion', 'Margaux', 'Pomerol', 'Pessac-Léognan'], grapes: { RED: BORDEAUX_RED, WHITE: ['Sauvignon Blanc', 'Sémillon'], DESSERT: ['Sémillon', 'Sauvignon Blanc'] }, price: [18, 240] },
      { name: 'Burgundy', appellations: ['Gevrey-Chambertin', 'Meursault', 'Chablis', 'Volnay', 'Puligny-Montrachet'], grapes: { RED: ['Pinot Noir'], WHITE: ['Chardonnay'] }, price: [25, 320] },
      { name: 'Champagne', appellations: ['Champagne'], grapes: { SPARKLING: ['Chardonnay', 'Pinot Noir', 'Pinot Meunier'], ROSE: ['Pinot Noir', 'Chardonnay'] }, price: [35, 220] },
      { name: 'Rhône', appellations: ['Châteauneuf-du-Pape', 'Côte-Rôtie', 'Hermitage', 'Gigondas', 'Condrieu'], grapes: { RED: ['Grenache', 'Syrah', 'Mourvèdre'], WHITE: ['Viognier', 'Marsanne', 'Roussanne'], ROSE: ['Grenache', 'Cinsault'] }, price: [14, 160] },
      { name: 'Loire', appellations: ['Sancerre', 'Vouvray', 'Chinon', 'Pouilly-Fumé', 'Muscadet'], grapes: { WHITE: ['Sauvignon Blanc', 'Chenin Blanc', 'Melon de Bourgogne'], RED: ['Cabernet Franc'], SPARKLING: ['Chenin Blanc'], DESSERT: ['Chenin Blanc'] }, price: [12, 60] },
      { name: 'Alsace', appellations: ['Alsace', 'Alsace Grand Cru'], grapes: { WHITE: ['Riesling', 'Gewürztraminer', 'Pinot Gris'], DESSERT: ['Gewürztraminer', 'Pinot Gris'] }, price: [14, 70] },
      { name: 'Provence', appellations: ['Côtes de Provence', 'Bandol'], grapes: { ROSE: ['Grenache', 'Cinsault', 'Mourvèdre'], RED: ['Mourvèdre', 'Grenache'] }, price: [12, 45] },
    ],
  },
  {
    code: 'IT',
    name: 'Italy',
    currency: 'EUR',
    producerPrefixes: ['Tenuta', 'Castello di', 'Cantina', 'Fattoria', 'Azienda Agricola'],
    producerNames: ['Conterno', 'Vietti', 'Antinori', 'Biondi', 'Frescobaldi', 'Allegrini', 'Quintarelli', 'Gaja', 'Mascarello', 'Fontodi', 'Bellavista', 'Masi'],
    cuvees: ['Riserva', 'Vigna del Sole', 'Monprivato', 'Cerretta', 'Sorì', 'Poggio Alto', 'Classico', 'Ca’ del Bosco', 'Pian delle Vigne'],
    regions: [
      { name: 'Piedmont', appellations: ['Barolo', 'Barbaresco', "Barbera d'Alba", "Moscato d'Asti"], grapes: { RED: ['Nebbiolo', 'Barbera', 'Dolcetto'], SPARKLING: ['Moscato'], WHITE: ['Arneis', 'Cortese'] }, price: [15, 180] },
      { name: 'Tuscany', appellations: ['Chianti Classico', 'Brunello di Montalcino', 'Bolgheri', 'Vino Nobile di Montepulciano'], grapes: { RED: ['Sangiovese', 'Cabernet Sauvignon', 'Merlot'], WHITE: ['Vermentino', 'Trebbiano'], DESSERT: ['Malvasia', 'Trebbiano'] }, price: [14, 200] },
      { name: 'Veneto', appellations: ['Amarone della Valpolicella', 'Valpolicella', 'Soave', 'Prosecco'], grapes: { RED: ['Corvina', 'Rondinella', 'Molinara'], WHITE: ['Garganega'], SPARKLING: ['Glera'], DESSERT: ['Corvina', 'Garganega'] }, price: [10, 120] },
      { name: 'Sicily', appellations: ['Etna', 'Marsala'], grapes: { RED: ["Nero d'Avola", 'Nerello Mascalese'], WHITE: ['Carricante', 'Grillo'], FORTIFIED: ['Grillo', 'Catarratto'] }, price: [12, 70] },
    ],
  },
  {
    code: 'ES',
    name: 'Spain',
    currency: 'EUR',
    producerPrefixes: ['Bodegas', 'Viña', 'Celler', 'Bodega'],
    producerNames: ['Muga', 'López de Heredia', 'Pesquera', 'Roda', 'Lustau', 'Torres', 'Alvaro Palacios', 'Vega', 'Riscal', 'Pazo'],
    cuvees: ['Reserva', 'Gran Reserva', 'Crianza', 'Viña Tondonia', 'Finca La Cruz', 'Selección Especial', 'Pago Alto'],
    regions: [
      { name: 'Rioja', appellations: ['Rioja Alta', 'Rioja Alavesa'], grapes: { RED: ['Tempranillo', 'Garnacha', 'Graciano'], WHITE: ['Viura'], ROSE: ['Garnacha'] }, price: [10, 110] },
      { name: 'Ribera del Duero', appellations: ['Ribera del Duero'], grapes: { RED: ['Tempranillo'] }, price: [15, 150] },
      { name: 'Priorat', appellations: ['Priorat'], grapes: { RED: ['Garnacha', 'Cariñena'] }, price: [20, 140] },
      { name: 'Jerez', appellations: ['Jerez-Xérès-Sherry'], grapes: { FORTIFIED: ['Palomino', 'Pedro Ximénez'] }, price: [12, 90] },
      { name: 'Penedès', appellations: ['Cava', 'Penedès'], grapes: { SPARKLING: ['Macabeo', 'Xarel·lo', 'Parellada'], WHITE: ['Xarel·lo'] }, price: [9, 45] },
    ],
  },
  {
    code: 'PT',
    name: 'Portugal',
    currency: 'EUR',
    producerPrefixes: ['Quinta do', 'Quinta da', 'Casa'],
    producerNames: ['Noval', 'Vesuvio', 'Crasto', 'Taylor', 'Graham', 'Niepoort', 'Ramos Pinto', 'Vale Meão'],
    cuvees: ['Vintage Port', 'Tawny 20 Anos', 'LBV', 'Reserva', 'Colheita', 'Vinhas Velhas'],
    regions: [
      { name: 'Douro', appellations: ['Porto', 'Douro'], grapes: { FORTIFIED: ['Touriga Nacional', 'Touriga Franca', 'Tinta Roriz'], RED: ['Touriga Nacional', 'Touriga Franca'] }, price: [15, 160] },
      { name: 'Madeira', appellations: ['Madeira'], grapes: { FORTIFIED: ['Sercial', 'Verdelho', 'Malvasia'] }, price: [20, 120] },
      { name: 'Vinho Verde', appellations: ['Vinho Verde'], grapes: { WHITE: ['Alvarinho', 'Loureiro'] }, price: [8, 25] },
    ],
  },
  {
    code: 'DE',
    name: 'Germany',
    currency: 'EUR',
    producerPrefixes: ['Weingut', 'Schloss', 'Weingut Dr.'],
    producerNames: ['Prüm', 'Loosen', 'Dönnhoff', 'Keller', 'Wittmann', 'Künstler', 'Bürklin', 'Selbach'],
    cuvees: ['Kabinett', 'Spätlese', 'Auslese', 'Großes Gewächs', 'Wehlener Sonnenuhr', 'Trocken'],
    regions: [
      { name: 'Mosel', appellations: ['Mosel'], grapes: { WHITE: ['Riesling'], DESSERT: ['Riesling'] }, price: [14, 90] },
      { name: 'Rheingau', appellations: ['Rheingau'], grapes: { WHITE: ['Riesling'], RED: ['Spätburgunder'] }, price: [14, 80] },
      { name: 'Pfalz', appellations: ['Pfalz'], grapes: { WHITE: ['Riesling', 'Weissburgunder'], RED: ['Spätburgunder'] }, price: [12, 70] },
    ],
  },
  {
    code: 'US',
    name: 'United States',
    currency: 'USD',
    producerPrefixes: ['', '', 'Estate of'],
    producerNames: ['Ridge', 'Stag’s Leap', 'Heitz', 'Harlan', 'Kistler', 'Domaine Drouhin', 'Beaux Frères', 'Williams Selyem', 'Spottswoode', 'Cain'],
    cuvees: ['Estate', 'Reserve', 'Monte Bello', 'Martha’s Vineyard', 'Hillside Block', 'Russian River Selection', 'Old Vine'],
    regions: [
      { name: 'Napa Valley', appellations: ['Oakville', 'Rutherford', 'Stags Leap District', 'Howell Mountain'], grapes: { RED: ['Cabernet Sauvignon', 'Merlot', 'Cabernet Franc'], WHITE: ['Chardonnay', 'Sauvignon Blanc'] }, price: [30, 350] },
      { name: 'Sonoma', appellations: ['Russian River Valley', 'Sonoma Coast', 'Dry Creek Valley'], grapes: { RED: ['Pinot Noir', 'Zinfandel'], WHITE: ['Chardonnay'], SPARKLING: ['Chardonnay', 'Pinot Noir'] }, price: [22, 120] },
      { name: 'Willamette Valley', appellations: ['Dundee Hills', 'Eola-Amity Hills'], grapes: { RED: ['Pinot Noir'], WHITE: ['Pinot Gris', 'Chardonnay'] }, price: [22, 90] },
    ],
  },
  {
    code: 'AU',
    name: 'Australia',
    currency: 'AUD',
    producerPrefixes: ['', 'Estate'],
    producerNames: ['Penfolds', 'Henschke', 'Torbreck', 'Leeuwin', 'Cullen', 'Grosset', 'Yalumba', 'Moss Wood'],
    cuvees: ['Hill of Grace', 'Art Series', 'Bin 389', 'Old Vine', 'Polish Hill', 'The Steading'],
    regions: [
      { name: 'Barossa Valley', appellations: ['Barossa Valley', 'Eden Valley'], grapes: { RED: ['Shiraz', 'Grenache', 'Mourvèdre'], FORTIFIED: ['Shiraz', 'Grenache'] }, price: [20, 250] },
      { name: 'Margaret River', appellations: ['Margaret River'], grapes: { RED: ['Cabernet Sauvignon'], WHITE: ['Chardonnay', 'Sémillon'] }, price: [22, 130] },
      { name: 'Clare Valley', appellations: ['Clare Valley'], grapes: { WHITE: ['Riesling'] }, price: [18, 50] },
    ],
  },
  {
    code: 'NZ',
    name: 'New Zealand',
    currency: 'NZD',
    producerPrefixes: [''],
    producerNames: ['Cloudy Bay', 'Felton Road', 'Dog Point', 'Ata Rangi', 'Greywacke', 'Pegasus Bay', 'Craggy Range'],
    cuvees: ['Block 3', 'Section 94', 'Wild Sauvignon', 'Estate', 'Bannockburn'],
    regions: [
      { name: 'Marlborough', appellations: ['Marlborough'], grapes: { WHITE: ['Sauvignon Blanc'], RED: ['Pinot Noir'], SPARKLING: ['Chardonnay', 'Pinot Noir'] }, price: [18, 60] },
      { name: 'Central Otago', appellations: ['Bannockburn', 'Gibbston'], grapes: { RED: ['Pinot Noir'], WHITE: ['Riesling'] }, price: [30, 90] },
      { name: "Hawke's Bay", appellations: ['Gimblett Gravels'], grapes: { RED: ['Syrah', 'Merlot'] }, price: [22, 80] },
    ],
  },
  {
    code: 'AR',
    name: 'Argentina',
    currency: 'USD',
    producerPrefixes: ['Bodega', 'Finca'],
    producerNames: ['Catena Zapata', 'Achával-Ferrer', 'Zuccardi', 'Colomé', 'Norton', 'Cheval des Andes'],
    cuvees: ['Malbec Argentino', 'Altamira', 'Adrianna Vineyard', 'Gran Reserva', 'Alta Altura'],
    regions: [
      { name: 'Mendoza', appellations: ['Luján de Cuyo', 'Uco Valley'], grapes: { RED: ['Malbec', 'Cabernet Sauvignon'], WHITE: ['Chardonnay'] }, price: [12, 120] },
      { name: 'Salta', appellations: ['Cafayate'], grapes: { WHITE: ['Torrontés'], RED: ['Malbec'] }, price: [10, 50] },
    ],
  },
  {
    code: 'CL',
    name: 'Chile',
    currency: 'USD',
    producerPrefixes: ['Viña', ''],
    producerNames: ['Almaviva', 'Montes', 'Errázuriz', 'Concha y Toro', 'Clos Apalta', 'Leyda'],
    cuvees: ['Don Melchor', 'Alpha', 'Don Maximiano', 'Single Vineyard', 'Gran Reserva'],
    regions: [
      { name: 'Maipo Valley', appellations: ['Puente Alto'], grapes: { RED: ['Cabernet Sauvignon', 'Carménère'] }, price: [12, 150] },
      { name: 'Colchagua Valley', appellations: ['Apalta'], grapes: { RED: ['Carménère', 'Syrah'] }, price: [12, 90] },
      { name: 'Casablanca Valley', appellations: ['Casablanca'], grapes: { WHITE: ['Sauvignon Blanc', 'Chardonnay'] }, price: [10, 35] },
    ],
  },
  {
    code: 'ZA',
    name: 'South Africa',
    currency: 'ZAR',
    producerPrefixes: ['', 'Estate'],
    producerNames: ['Kanonkop', 'Sadie Family', 'Mullineux', 'Klein Constantia', 'Meerlust', 'Boekenhoutskloof'],
    cuvees: ['Paul Sauer', 'Columella', 'Vin de Constance', 'Rubicon', 'Old Vines', 'Estate'],
    regions: [
      { name: 'Stellenbosch', appellations: ['Simonsberg-Stellenbosch'], grapes: { RED: ['Cabernet Sauvignon', 'Pinotage', 'Merlot'], WHITE: ['Chenin Blanc'] }, price: [150, 1200] },
      { name: 'Swartland', appellations: ['Swartland'], grapes: { RED: ['Syrah', 'Grenache'], WHITE: ['Chenin Blanc'] }, price: [180, 900] },
      { name: 'Constantia', appellations: ['Constantia'], grapes: { DESSERT: ['Muscat de Frontignan'], WHITE: ['Sauvignon Blanc'] }, price: [200, 1400] },
    ],
  },
];

/** Every grape variety named anywhere in the reference data, sorted. */
export const GRAPE_VARIETIES: string[] = [
  ...new Set(COUNTRIES.flatMap((c) => c.regions.flatMap((r) => Object.values(r.grapes).flat()))),
].sort((a, b) => a.localeCompare(b));

const byCode = new Map(COUNTRIES.map((c) => [c.code, c]));

export function countryByCode(code: string): CountryProfile | undefined {
  return byCode.get(code.toUpperCase());
}

export function regionOf(countryCode: string, region: string): RegionProfile | undefined {
  return countryByCode(countryCode)?.regions.find((r) => r.name === region);
}
