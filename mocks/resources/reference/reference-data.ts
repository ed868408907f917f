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
  /** Words for the wine's own name (cuvée, vineyard, label), for any style. */
  cuvees: string[];
  /** Names that only suit one style ("Kabinett", "Brut", "Colheita"), added to `cuvees` for it. */
  typedCuvees?: Partial<Record<WineType, string[]>>;
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
    typedCuvees: { SPARKLING: ['Brut Réserve', 'Blanc de Blancs', 'Extra Brut'], DESSERT: ['Cuvée Botrytis'] },
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
    cuvees: ['Vigna del Sole', 'Poggio Alto', 'Pian delle Vigne', 'Vigna Vecchia', 'Costa Bella', 'Sorì'],
    typedCuvees: { RED: ['Riserva', 'Classico'], WHITE: ['Classico'], SPARKLING: ['Brut', 'Extra Dry'], DESSERT: ['Passito'], FORTIFIED: ['Superiore Riserva'] },
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
    cuvees: ['Finca La Cruz', 'Selección Especial', 'Pago Alto', 'Viñas Viejas'],
    typedCuvees: { RED: ['Reserva', 'Gran Reserva', 'Crianza'], WHITE: ['Blanco Fermentado en Barrica'], ROSE: ['Rosado'], SPARKLING: ['Brut Nature'], FORTIFIED: ['Fino', 'Amontillado', 'Oloroso'] },
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
    cuvees: ['Reserva', 'Grande Reserva', 'Vinhas Velhas'],
    typedCuvees: { FORTIFIED: ['Colheita', '10 Anos', '20 Anos', 'Reserva Especial'] },
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
    cuvees: ['Alte Reben', 'Gutswein', 'Ortswein'],
    typedCuvees: { WHITE: ['Trocken', 'Kabinett', 'Spätlese', 'Großes Gewächs'], RED: ['Trocken', 'Großes Gewächs'], DESSERT: ['Auslese', 'Beerenauslese', 'Eiswein'], SPARKLING: ['Sekt Brut'] },
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
    producerPrefixes: [''],
    producerNames: ['Ridge', 'Stag’s Leap', 'Heitz', 'Harlan', 'Kistler', 'Domaine Drouhin', 'Beaux Frères', 'Williams Selyem', 'Spottswoode', 'Cain'],
    cuvees: ['Estate', 'Reserve', 'Hillside Block', 'Old Vine', 'Single Vineyard'],
    typedCuvees: { RED: ['Proprietary Red'], SPARKLING: ['Brut'] },
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
    producerPrefixes: [''],
    producerNames: ['Penfolds', 'Henschke', 'Torbreck', 'Leeuwin', 'Cullen', 'Grosset', 'Yalumba', 'Moss Wood'],
    cuvees: ['Old Vine', 'Single Vineyard', 'Reserve', 'Estate Grown', 'Hillside'],
    typedCuvees: { FORTIFIED: ['Grand Tawny'], SPARKLING: ['Brut'] },
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
    cuvees: ['Estate', 'Single Vineyard', 'Reserve', 'Home Block'],
    typedCuvees: { WHITE: ['Wild Ferment'], SPARKLING: ['Brut'] },
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
    cuvees: ['Reserva', 'Altamira', 'Gualtallary', 'Single Vineyard', 'Old Vines'],
    typedCuvees: { RED: ['Gran Reserva'] },
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
    cuvees: ['Single Vineyard', 'Reserva', 'Alto', 'Cordillera', 'Costa'],
    typedCuvees: { RED: ['Gran Reserva'] },
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
    producerPrefixes: [''],
    producerNames: ['Kanonkop', 'Sadie Family', 'Mullineux', 'Klein Constantia', 'Meerlust', 'Boekenhoutskloof'],
    cuvees: ['Old Vines', 'Estate', 'Reserve', 'Heritage', 'Single Block'],
    typedCuvees: { DESSERT: ['Natural Sweet'], SPARKLING: ['Cap Classique Brut'] },
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
