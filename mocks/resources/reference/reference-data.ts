import type { WineCountryCode } from '@/api/wire-enums';
import type { WineType } from '@/api/wines';
import { lazy } from '@/lib/lazy';

/**
 * One appellation as the seed and the reference API know it: the wine types its rules permit, the
 * grapes each may be made from, and the usual price of a standard bottle.
 */
export interface AppellationProfile {
  name: string;
  /** Grapes per permitted wine type; a type absent here may not carry the appellation. */
  styles: Partial<Record<WineType, string[]>>;
  /** Price band of a 750 ml bottle in the country's currency, from entry cuvées to the top. */
  price: [number, number];
  /** Names the appellation's wines of a type go by (a Port house's "10 Year Old Tawny"), instead of site names. */
  names?: Partial<Record<WineType, string[]>>;
  /** The appellation's own vineyards, where the region's would not fit (no white wine from a Barolo cru). */
  sites?: string[];
}

/** A wine region: its appellations, the producers based there and the vineyard sites they name wines after. */
export interface RegionProfile {
  name: string;
  appellations: AppellationProfile[];
  /** Producers whose home is this region; none of them makes wine in another region. */
  producers: string[];
  /** Vineyards, lieux-dits and cuvée names of the region. */
  sites: string[];
  /** How the region names its wines, where it differs from its country (Alsace names the grape). */
  naming?: CountryProfile['naming'];
}

export interface CountryProfile {
  /** One of WINE_COUNTRY_CODES, the countries a wine or cellar body may name (reference.test.ts: each has its profile). */
  code: WineCountryCode;
  name: string;
  currency: string;
  regions: RegionProfile[];
  /**
   * How wines are named: after a site, with the appellation in front half the time ("Meursault
   * Les Charmes"), or after a site and the main grape ("Hillside Block Pinot Noir").
   */
  naming: 'site' | 'varietal';
  /** Words a wine of one type may add to its name ("Riserva", "Kabinett", "Brut"). */
  styleWords?: Partial<Record<WineType, string[]>>;
}

const BORDEAUX_RED = ['Merlot', 'Cabernet Sauvignon', 'Cabernet Franc', 'Petit Verdot'];
const CHAMPAGNE = ['Chardonnay', 'Pinot Noir', 'Pinot Meunier'];

/** Real countries, regions, appellations and grapes; the general API serves them as reference data. */
export const COUNTRIES: CountryProfile[] = [
  {
    code: 'FR',
    name: 'France',
    currency: 'EUR',
    naming: 'site',
    styleWords: {
      SPARKLING: ['Brut', 'Extra Brut'],
      RED: ['Vieilles Vignes'],
      WHITE: ['Vieilles Vignes'],
      DESSERT: ['Vendanges Tardives', 'Sélection de Grains Nobles'],
    },
    regions: [
      {
        name: 'Bordeaux',
        appellations: [
          { name: 'Pauillac', styles: { RED: BORDEAUX_RED }, price: [45, 650] },
          { name: 'Margaux', styles: { RED: BORDEAUX_RED }, price: [40, 520] },
          {
            name: 'Saint-Émilion Grand Cru',
            styles: { RED: ['Merlot', 'Cabernet Franc', 'Cabernet Sauvignon'] },
            price: [28, 380],
          },
          { name: 'Pomerol', styles: { RED: ['Merlot', 'Cabernet Franc'] }, price: [45, 900] },
          {
            name: 'Pessac-Léognan',
            styles: { RED: BORDEAUX_RED, WHITE: ['Sauvignon Blanc', 'Sémillon'] },
            price: [30, 300],
          },
          { name: 'Sauternes', styles: { DESSERT: ['Sémillon', 'Sauvignon Blanc', 'Muscadelle'] }, price: [30, 350] },
          { name: 'Bordeaux Supérieur', styles: { RED: ['Merlot', 'Cabernet Sauvignon'] }, price: [11, 28] },
        ],
        producers: [
          'Château La Gravière',
          'Château Belair-Monlabert',
          'Château Haut-Pradeau',
          'Château Les Ormes de Vayres',
          'Château Trois Moulins',
          'Château Lagrange-Doucet',
          'Château Fonbadet-Reyne',
          'Clos du Jaugueyron',
        ],
        sites: [
          'Grand Vin',
          'Second Vin',
          'Cuvée Héritage',
          'Les Hauts',
          'La Croix',
          'Cuvée Alix',
          'Le Plateau',
          'Les Graves Fines',
        ],
      },
      {
        name: 'Burgundy',
        appellations: [
          {
            name: 'Gevrey-Chambertin',
            sites: ['Clos Saint-Jacques', 'Les Cazetiers', 'Lavaux Saint-Jacques', 'En Champs'],
            styles: { RED: ['Pinot Noir'] },
            price: [45, 260],
          },
          {
            name: 'Volnay',
            sites: ['Les Caillerets', 'Santenots', 'Clos des Chênes', 'Taillepieds'],
            styles: { RED: ['Pinot Noir'] },
            price: [40, 160],
          },
          {
            name: 'Nuits-Saint-Georges',
            sites: ['Aux Boudots', 'Les Vaucrains', 'Les Saint-Georges', 'Aux Murgers'],
            styles: { RED: ['Pinot Noir'] },
            price: [40, 180],
          },
          {
            name: 'Meursault',
            sites: ['Les Charmes', 'Les Perrières', 'Les Genevrières', 'Les Tessons'],
            styles: { WHITE: ['Chardonnay'] },
            price: [50, 240],
          },
          {
            name: 'Puligny-Montrachet',
            sites: ['Les Caillerets', 'Champ Canet', 'Les Folatières', 'Les Pucelles'],
            styles: { WHITE: ['Chardonnay'] },
            price: [60, 320],
          },
          {
            name: 'Chablis',
            sites: ['Montée de Tonnerre', 'Vaillons', 'Les Clos', 'Fourchaume'],
            styles: { WHITE: ['Chardonnay'] },
            price: [18, 90],
          },
          {
            name: 'Bourgogne',
            sites: ['Cuvée des Ducs', 'Les Grands Champs', 'La Combe'],
            styles: { RED: ['Pinot Noir'], WHITE: ['Chardonnay'] },
            price: [16, 35],
          },
          {
            name: 'Crémant de Bourgogne',
            sites: ['Cuvée Prestige', 'Cuvée Saint-Vincent', 'Cuvée des Ducs'],
            styles: { SPARKLING: ['Chardonnay', 'Pinot Noir'] },
            price: [14, 30],
          },
        ],
        producers: [
          'Domaine Rougeot-Marey',
          'Domaine Lucien Bachelet',
          'Domaine Fichet-Roblin',
          'Maison Garaudet',
          'Domaine Humbert Frères',
          'Domaine Sylvain Morey',
          'Domaine Chapuis-Michelot',
          'Domaine des Clos Saint-Vincent',
        ],
        sites: [
          'Les Charmes',
          'Clos Saint-Jacques',
          'Les Perrières',
          'Les Chênes',
          'Aux Boudots',
          'Les Genevrières',
          'Champs Perdrix',
          'Les Caillerets',
          'Montée de Tonnerre',
          'En Vignes Rouges',
        ],
      },
      {
        name: 'Champagne',
        appellations: [
          {
            name: 'Champagne',
            styles: { SPARKLING: CHAMPAGNE },
            price: [38, 240],
            names: {
              SPARKLING: [
                'Brut Réserve',
                'Blanc de Blancs',
                'Blanc de Noirs',
                'Extra Brut',
                'Rosé de Saignée',
                'Brut Nature',
                'Cuvée Prestige',
                'Millésime',
              ],
            },
          },
        ],
        producers: [
          'Champagne Lallement-Dufour',
          'Champagne Moreau-Vautrin',
          'Champagne Pierre Gimonnet-Laval',
          'Champagne Bérêche-Roux',
          'Champagne Vilmart-Hénin',
          'Champagne Chartogne-Lefèvre',
        ],
        sites: ['Les Crayères'],
      },
      {
        name: 'Rhône',
        appellations: [
          {
            name: 'Châteauneuf-du-Pape',
            styles: { RED: ['Grenache', 'Syrah', 'Mourvèdre'], WHITE: ['Grenache Blanc', 'Roussanne', 'Clairette'] },
            price: [35, 220],
          },
          { name: 'Côte-Rôtie', styles: { RED: ['Syrah', 'Viognier'] }, price: [50, 260] },
          { name: 'Hermitage', styles: { RED: ['Syrah'], WHITE: ['Marsanne', 'Roussanne'] }, price: [55, 300] },
          { name: 'Condrieu', styles: { WHITE: ['Viognier'] }, price: [40, 110] },
          { name: 'Gigondas', styles: { RED: ['Grenache', 'Syrah', 'Mourvèdre'] }, price: [22, 65] },
          { name: 'Tavel', styles: { ROSE: ['Grenache', 'Cinsault'] }, price: [15, 35] },
          {
            name: 'Côtes du Rhône',
            styles: {
              RED: ['Grenache', 'Syrah'],
              WHITE: ['Viognier', 'Grenache Blanc'],
              ROSE: ['Grenache', 'Cinsault'],
            },
            price: [9, 22],
          },
        ],
        producers: [
          'Domaine de la Janasse-Brunel',
          'Domaine Jamet-Villard',
          'Domaine Gonon-Faurie',
          'Clos du Mont-Redon',
          'Domaine Saint-Préfert',
          'Domaine Pégau-Féraud',
          'Maison Delas-Chave',
          'Domaine Les Pallières Hautes',
        ],
        sites: [
          'Cuvée des Anciens',
          'La Landonne',
          'Les Bessards',
          'Cuvée Réservée',
          'La Crau',
          'Côte Blonde',
          'Les Grandes Places',
          'Cuvée Chaupin',
        ],
      },
      {
        name: 'Loire',
        appellations: [
          {
            name: 'Sancerre',
            styles: { WHITE: ['Sauvignon Blanc'], RED: ['Pinot Noir'], ROSE: ['Pinot Noir'] },
            price: [20, 65],
          },
          { name: 'Pouilly-Fumé', styles: { WHITE: ['Sauvignon Blanc'] }, price: [20, 90] },
          {
            name: 'Vouvray',
            styles: { WHITE: ['Chenin Blanc'], DESSERT: ['Chenin Blanc'], SPARKLING: ['Chenin Blanc'] },
            price: [16, 60],
          },
          { name: 'Chinon', styles: { RED: ['Cabernet Franc'], ROSE: ['Cabernet Franc'] }, price: [14, 45] },
          { name: 'Muscadet Sèvre et Maine', styles: { WHITE: ['Melon de Bourgogne'] }, price: [10, 28] },
          { name: 'Savennières', styles: { WHITE: ['Chenin Blanc'] }, price: [25, 80] },
        ],
        producers: [
          'Domaine Vacheron-Roblin',
          'Domaine Dagueneau-Lemaire',
          'Domaine Huet-Pinguet',
          'Domaine Baudry-Joguet',
          'Domaine de l’Écu-Landron',
          'Château de la Roche-Moreau',
          'Domaine Alphonse Mellot-Crochet',
        ],
        sites: [
          'Le Haut-Lieu',
          'Clos du Bourg',
          'Les Monts Damnés',
          'Silex',
          'Les Grézeaux',
          'Coulée de Serrant',
          'Granite',
          'Le Mont',
          'Les Caillottes',
        ],
      },
      {
        name: 'Alsace',
        appellations: [
          {
            name: 'Alsace',
            styles: { WHITE: ['Riesling', 'Gewürztraminer', 'Pinot Gris', 'Pinot Blanc'], RED: ['Pinot Noir'] },
            price: [13, 32],
          },
          {
            name: 'Alsace Grand Cru',
            styles: {
              WHITE: ['Riesling', 'Gewürztraminer', 'Pinot Gris'],
              DESSERT: ['Gewürztraminer', 'Pinot Gris', 'Riesling'],
            },
            price: [32, 120],
          },
          {
            name: 'Crémant d’Alsace',
            styles: { SPARKLING: ['Pinot Blanc', 'Riesling', 'Pinot Noir'] },
            price: [13, 28],
          },
        ],
        naming: 'varietal',
        producers: [
          'Domaine Weinbach-Faller',
          'Maison Trimbach-Heyberger',
          'Domaine Ostertag-Zind',
          'Domaine Schoffit-Ehrhart',
          'Domaine Albert Boxler-Mann',
          'Domaine Kreydenweiss-Rieflé',
        ],
        sites: ['Schlossberg', 'Rangen', 'Brand', 'Hengst', 'Sommerberg', 'Clos Sainte-Hune', 'Kitterlé', 'Furstentum'],
      },
      {
        name: 'Provence',
        appellations: [
          {
            name: 'Côtes de Provence',
            styles: { ROSE: ['Grenache', 'Cinsault', 'Mourvèdre'], RED: ['Syrah', 'Grenache'], WHITE: ['Rolle'] },
            price: [12, 45],
          },
          {
            name: 'Bandol',
            styles: { RED: ['Mourvèdre', 'Grenache'], ROSE: ['Mourvèdre', 'Cinsault'] },
            price: [22, 70],
          },
        ],
        producers: [
          'Domaine Tempier-Peyraud',
          'Château de Pibarnon-Saint-Victor',
          'Château Sainte-Roseline-Bertaud',
          'Domaine de la Bégude-Carles',
          'Château Simone-Rougier',
        ],
        sites: ['La Tourtine', 'Cabassaou', 'Migoua', 'Cuvée Lumière', 'Les Restanques', 'Le Bastidon'],
      },
    ],
  },
  {
    code: 'IT',
    name: 'Italy',
    currency: 'EUR',
    naming: 'site',
    styleWords: { RED: ['Riserva'], SPARKLING: ['Brut'] },
    regions: [
      {
        name: 'Piedmont',
        appellations: [
          {
            name: 'Barolo',
            sites: [
              'Cannubi',
              'Bussia',
              'Brunate',
              'Monprivato',
              'Rocche dell’Annunziata',
              'Cerequio',
              'Ravera',
              'Vigna Rionda',
            ],
            styles: { RED: ['Nebbiolo'] },
            price: [40, 260],
          },
          {
            name: 'Barbaresco',
            sites: ['Asili', 'Rabajà', 'Montestefano', 'Pajè', 'Martinenga'],
            styles: { RED: ['Nebbiolo'] },
            price: [35, 180],
          },
          {
            name: "Barbera d'Alba",
            sites: ['Vigna Francia', 'Scarrone', 'Bricco delle Viole'],
            styles: { RED: ['Barbera'] },
            price: [14, 45],
          },
          {
            name: "Dolcetto d'Alba",
            sites: ['Vigna del Mandorlo', 'Priavino'],
            styles: { RED: ['Dolcetto'] },
            price: [12, 25],
          },
          { name: 'Roero Arneis', sites: ['Renesio', 'Sarun'], styles: { WHITE: ['Arneis'] }, price: [13, 28] },
          { name: 'Gavi', sites: ['Rovereto', 'Monterotondo'], styles: { WHITE: ['Cortese'] }, price: [12, 30] },
          {
            name: "Moscato d'Asti",
            sites: ['Canelli', 'Bricco Quaglia'],
            styles: { SPARKLING: ['Moscato Bianco'] },
            price: [11, 24],
          },
        ],
        producers: [
          'Cantina Borgogno-Ratti',
          'Azienda Agricola Cavallotto-Sobrero',
          'Tenuta Roagna-Cogno',
          'Cascina Fontanafredda Alta',
          'Azienda Agricola Brovia Ferrero',
          'Cantina Marengo-Oddero',
          'Cascina delle Rose Rinaldi',
        ],
        sites: [
          'Cannubi',
          'Bussia',
          'Rocche dell’Annunziata',
          'Brunate',
          'Monprivato',
          'Asili',
          'Rabajà',
          'Vigna Rionda',
          'Ravera',
          'Cerequio',
        ],
      },
      {
        name: 'Tuscany',
        appellations: [
          { name: 'Chianti Classico', styles: { RED: ['Sangiovese', 'Canaiolo'] }, price: [15, 65] },
          { name: 'Brunello di Montalcino', styles: { RED: ['Sangiovese'] }, price: [45, 220] },
          { name: 'Rosso di Montalcino', styles: { RED: ['Sangiovese'] }, price: [18, 40] },
          {
            name: 'Bolgheri',
            styles: {
              RED: ['Cabernet Sauvignon', 'Merlot', 'Cabernet Franc'],
              WHITE: ['Vermentino', 'Sauvignon Blanc'],
            },
            price: [25, 280],
          },
          { name: 'Vino Nobile di Montepulciano', styles: { RED: ['Sangiovese'] }, price: [20, 55] },
          { name: 'Vin Santo del Chianti Classico', styles: { DESSERT: ['Malvasia', 'Trebbiano'] }, price: [30, 90] },
        ],
        producers: [
          'Fattoria di Lamole Alta',
          'Castello di Monterinaldi',
          'Tenuta Poggio Sorbello',
          'Fattoria Le Corti Basse',
          'Podere Salicutti Nuovo',
          'Tenuta Guado dei Gelsi',
          'Castello di Vertine Alto',
        ],
        sites: [
          'Vigna del Sorbo',
          'Poggio alle Mura',
          'Vigna Piaggia',
          'Cerretalto',
          'Le Pergole',
          'Vigneto Bellavista',
          'Montosoli',
          'Vigna Casi',
        ],
      },
      {
        name: 'Veneto',
        appellations: [
          {
            name: 'Amarone della Valpolicella',
            sites: ['Monte Sant’Urbano', 'Capitel Monte Olmi', 'Vigneto Monte Lodoletta', 'La Rocca'],
            styles: { RED: ['Corvina', 'Corvinone', 'Rondinella'] },
            price: [40, 260],
          },
          {
            name: 'Valpolicella Ripasso',
            sites: ['Ca’ Carnocchio', 'Monte Ca’ Bianca'],
            styles: { RED: ['Corvina', 'Rondinella'] },
            price: [16, 38],
          },
          {
            name: 'Soave Classico',
            sites: ['Calvarino', 'Foscarino', 'La Rocca'],
            styles: { WHITE: ['Garganega'] },
            price: [11, 40],
          },
          {
            name: 'Recioto della Valpolicella',
            sites: ['Capitel Monte Fontana'],
            styles: { DESSERT: ['Corvina', 'Rondinella'] },
            price: [35, 120],
          },
          {
            name: 'Prosecco Superiore',
            sites: ['Cartizze', 'Rive di Col San Martino'],
            styles: { SPARKLING: ['Glera'] },
            price: [12, 30],
          },
        ],
        producers: [
          'Azienda Agricola Speri-Tedeschi',
          'Cantina Zenato Ronchi',
          'Tenuta Pieropan-Inama',
          'Azienda Agricola Dal Forno Vecchio',
          'Cantina Bisol Cartizze',
          'Tenuta Sant’Antonio Castagnedi',
        ],
        sites: [
          'Monte Sant’Urbano',
          'La Rocca',
          'Calvarino',
          'Vigneto Monte Lodoletta',
          'Cartizze',
          'Capitel Monte Olmi',
          'Foscarino',
        ],
      },
      {
        name: 'Sicily',
        appellations: [
          {
            name: 'Etna',
            styles: {
              RED: ['Nerello Mascalese', 'Nerello Cappuccio'],
              WHITE: ['Carricante'],
              ROSE: ['Nerello Mascalese'],
            },
            price: [18, 90],
          },
          { name: 'Cerasuolo di Vittoria', styles: { RED: ["Nero d'Avola", 'Frappato'] }, price: [16, 40] },
          {
            name: 'Marsala',
            styles: { FORTIFIED: ['Grillo', 'Catarratto', 'Inzolia'] },
            price: [14, 80],
            names: { FORTIFIED: ['Marsala Superiore Ambra', 'Marsala Vergine Soleras', 'Marsala Fine Oro'] },
          },
        ],
        producers: [
          'Tenuta delle Terre Nere Alte',
          'Cantina Benanti-Cusumano',
          'Azienda Agricola COS Vittoria',
          'Tenuta Passopisciaro Nord',
          'Cantine Florio-Pellegrino',
        ],
        sites: [
          'Calderara Sottana',
          'Guardiola',
          'Pietra Marina',
          'Contrada Rampante',
          'Santo Spirito',
          'Feudo di Mezzo',
        ],
      },
    ],
  },
  {
    code: 'ES',
    name: 'Spain',
    currency: 'EUR',
    naming: 'site',
    styleWords: { RED: ['Crianza', 'Reserva', 'Gran Reserva'], SPARKLING: ['Brut Nature'] },
    regions: [
      {
        name: 'Rioja',
        appellations: [
          {
            name: 'Rioja',
            styles: {
              RED: ['Tempranillo', 'Garnacha', 'Graciano', 'Mazuelo'],
              WHITE: ['Viura', 'Malvasía'],
              ROSE: ['Garnacha', 'Tempranillo'],
            },
            price: [10, 120],
          },
        ],
        producers: [
          'Bodegas Ollauri Alta',
          'Bodegas Lanciego Viejo',
          'Viña Ardanza-Lacort',
          'Bodegas Remírez de Ganuza Hijos',
          'Bodegas Muga Barrón',
          'Viña Tondonia Baja',
        ],
        sites: [
          'Viña Real',
          'Finca El Bosque',
          'Prado Enea',
          'Viña Ardanza',
          'Torre Muga',
          'Finca Allende',
          'Viña Bosconia',
          'Monte Real',
        ],
      },
      {
        name: 'Ribera del Duero',
        appellations: [
          { name: 'Ribera del Duero', styles: { RED: ['Tempranillo', 'Cabernet Sauvignon'] }, price: [16, 260] },
        ],
        producers: [
          'Bodegas Pesquera Alta',
          'Bodegas Aalto-Sanz',
          'Dominio de Atauta Viejo',
          'Bodegas Hacienda Monasterio Real',
        ],
        sites: ['Pago de Valdebellón', 'Tinto Fino', 'Viñas del Jaro', 'Llanos del Almendro', 'Valbuena'],
      },
      {
        name: 'Priorat',
        appellations: [{ name: 'Priorat', styles: { RED: ['Garnacha', 'Cariñena', 'Syrah'] }, price: [25, 180] }],
        producers: [
          'Celler Mas Doix-Vilella',
          'Celler Clos Mogador-Barbier',
          'Celler Vall Llach Alt',
          'Celler Ferrer Bobet Nou',
        ],
        sites: ['Les Terrasses', 'Finca Dofí', 'L’Ermita', 'Coma Vella', 'Salanques', 'Vi de Vila'],
      },
      {
        name: 'Jerez',
        appellations: [
          {
            name: 'Jerez-Xérès-Sherry',
            styles: { FORTIFIED: ['Palomino', 'Pedro Ximénez'] },
            price: [12, 120],
            names: {
              FORTIFIED: [
                'Fino en Rama',
                'Manzanilla Pasada',
                'Amontillado Viejo',
                'Oloroso Seco',
                'Palo Cortado',
                'Pedro Ximénez Viejo',
              ],
            },
          },
        ],
        producers: [
          'Bodegas Lustau-Romate',
          'Bodegas Tradición Vieja',
          'Bodegas Hidalgo-Barbadillo',
          'Bodegas Valdespino Alto',
        ],
        sites: ['Solera Reservada'],
      },
      {
        name: 'Penedès',
        appellations: [
          { name: 'Cava', styles: { SPARKLING: ['Macabeo', 'Xarel·lo', 'Parellada'] }, price: [9, 45] },
          {
            name: 'Penedès',
            styles: { WHITE: ['Xarel·lo', 'Macabeo'], RED: ['Tempranillo', 'Cabernet Sauvignon'] },
            price: [10, 40],
          },
        ],
        producers: [
          'Celler Recaredo-Mata',
          'Caves Gramona Batlle',
          'Celler Raventós Blanc Nou',
          'Caves Llopart Vilarúbia',
        ],
        sites: ['Turó d’en Mota', 'Finca Serral', 'Can Sala', 'Vinyes Velles', 'La Plana'],
      },
    ],
  },
  {
    code: 'PT',
    name: 'Portugal',
    currency: 'EUR',
    naming: 'site',
    styleWords: { RED: ['Reserva', 'Grande Reserva'] },
    regions: [
      {
        name: 'Douro',
        appellations: [
          {
            name: 'Porto',
            styles: { FORTIFIED: ['Touriga Nacional', 'Touriga Franca', 'Tinta Roriz', 'Tinta Barroca'] },
            price: [18, 180],
            names: {
              FORTIFIED: [
                'Vintage Port',
                'Late Bottled Vintage',
                'Tawny Port 10 Years Old',
                'Tawny Port 20 Years Old',
                'Colheita',
                'Reserve Ruby',
              ],
            },
          },
          {
            name: 'Douro',
            styles: {
              RED: ['Touriga Nacional', 'Touriga Franca', 'Tinta Roriz'],
              WHITE: ['Rabigato', 'Viosinho', 'Gouveio'],
            },
            price: [12, 90],
          },
        ],
        producers: [
          'Quinta do Vale da Serra',
          'Quinta da Romaneira Alta',
          'Quinta do Crasto Velho',
          'Quinta da Roêda Nova',
          'Quinta do Passadouro Baixo',
          'Quinta da Gricha Velha',
        ],
        sites: ['Vinha da Ponte', 'Vinha Maria Teresa', 'Vinhas Velhas', 'Pintas', 'Charme', 'Batuta'],
      },
      {
        name: 'Madeira',
        appellations: [
          {
            name: 'Madeira',
            styles: { FORTIFIED: ['Sercial', 'Verdelho', 'Boal', 'Malvasia'] },
            price: [22, 160],
            names: {
              FORTIFIED: [
                'Sercial 10 Years Old',
                'Verdelho 10 Years Old',
                'Boal 15 Years Old',
                'Malmsey 10 Years Old',
                'Rainwater',
                'Frasqueira',
              ],
            },
          },
        ],
        producers: ['Casa Barbeito Funchal', 'Casa d’Oliveiras Velha', 'Casa Henriques do Caniço'],
        sites: ['Frasqueira'],
      },
      {
        name: 'Vinho Verde',
        appellations: [
          {
            name: 'Vinho Verde',
            styles: { WHITE: ['Alvarinho', 'Loureiro', 'Avesso'], ROSE: ['Espadeiro'] },
            price: [8, 28],
          },
        ],
        producers: ['Quinta de Soalheiro Alto', 'Quinta do Ameal Velho', 'Casa de Vilacetinho Nova'],
        sites: ['Monção e Melgaço', 'Escolha', 'Granit', 'Primeiras Vinhas'],
      },
    ],
  },
  {
    code: 'DE',
    name: 'Germany',
    currency: 'EUR',
    naming: 'site',
    styleWords: {
      WHITE: ['Trocken', 'Kabinett', 'Spätlese', 'Großes Gewächs'],
      RED: ['Großes Gewächs'],
      DESSERT: ['Auslese', 'Beerenauslese', 'Eiswein'],
      SPARKLING: ['Sekt Brut'],
    },
    regions: [
      {
        name: 'Mosel',
        appellations: [
          {
            name: 'Mosel',
            styles: { WHITE: ['Riesling'], DESSERT: ['Riesling'], SPARKLING: ['Riesling'] },
            price: [14, 120],
          },
        ],
        producers: [
          'Weingut Ansgar Merkelbach',
          'Weingut Bernkasteler Hof',
          'Weingut Dr. Thanisch-Lauer',
          'Weingut Schloss Lieserhof',
          'Weingut Clemens Busch-Erben',
        ],
        sites: [
          'Wehlener Sonnenuhr',
          'Graacher Himmelreich',
          'Ürziger Würzgarten',
          'Scharzhofberger',
          'Brauneberger Juffer',
          'Piesporter Goldtröpfchen',
          'Erdener Prälat',
        ],
      },
      {
        name: 'Rheingau',
        appellations: [
          {
            name: 'Rheingau',
            styles: { WHITE: ['Riesling'], RED: ['Spätburgunder'], DESSERT: ['Riesling'] },
            price: [15, 95],
          },
        ],
        producers: [
          'Weingut Kesseler-Breuer',
          'Weingut Schloss Vollrads-Eltz',
          'Weingut Kühn-Weil',
          'Weingut Hattenheimer Hof',
        ],
        sites: [
          'Rüdesheimer Berg Schlossberg',
          'Hochheimer Hölle',
          'Kiedricher Gräfenberg',
          'Erbacher Marcobrunn',
          'Assmannshäuser Höllenberg',
        ],
      },
      {
        name: 'Pfalz',
        appellations: [
          { name: 'Pfalz', styles: { WHITE: ['Riesling', 'Weissburgunder'], RED: ['Spätburgunder'] }, price: [12, 80] },
        ],
        producers: [
          'Weingut Rebholz-Siegrist',
          'Weingut Bassermann-Knipser',
          'Weingut Ökonomierat Wehrheim',
          'Weingut Christmann-Bürklin',
        ],
        sites: [
          'Forster Kirchenstück',
          'Deidesheimer Hohenmorgen',
          'Idig',
          'Kastanienbusch',
          'Pechstein',
          'Jesuitengarten',
        ],
      },
    ],
  },
  {
    code: 'US',
    name: 'United States',
    currency: 'USD',
    naming: 'varietal',
    styleWords: { SPARKLING: ['Brut'] },
    regions: [
      {
        name: 'Napa Valley',
        appellations: [
          { name: 'Oakville', styles: { RED: ['Cabernet Sauvignon', 'Merlot', 'Cabernet Franc'] }, price: [65, 450] },
          {
            name: 'Rutherford',
            styles: { RED: ['Cabernet Sauvignon', 'Merlot'], WHITE: ['Sauvignon Blanc'] },
            price: [45, 300],
          },
          { name: 'Stags Leap District', styles: { RED: ['Cabernet Sauvignon', 'Merlot'] }, price: [60, 280] },
          {
            name: 'Napa Valley',
            styles: { RED: ['Cabernet Sauvignon', 'Merlot'], WHITE: ['Chardonnay', 'Sauvignon Blanc'] },
            price: [28, 150],
          },
          {
            name: 'Carneros',
            styles: { WHITE: ['Chardonnay'], RED: ['Pinot Noir'], SPARKLING: ['Chardonnay', 'Pinot Noir'] },
            price: [28, 80],
          },
        ],
        producers: [
          'Cobblestone Ridge Cellars',
          'Halvorsen Family Vineyards',
          'Larkmead Bench Winery',
          'Mayacamas Crest Estate',
          'Silver Oak Hollow',
          'Trefethen Lane Vineyards',
          'Whitlock & Sons',
        ],
        sites: [
          'To Kalon Block',
          'Hillside Estate',
          'Beckstoffer Georges III',
          'Reserve',
          'Eastside Bench',
          'Three Oaks',
          'Proprietor Grown',
          'Calistoga Gravel',
        ],
      },
      {
        name: 'Sonoma',
        appellations: [
          {
            name: 'Russian River Valley',
            styles: { RED: ['Pinot Noir'], WHITE: ['Chardonnay'], SPARKLING: ['Chardonnay', 'Pinot Noir'] },
            price: [28, 95],
          },
          { name: 'Sonoma Coast', styles: { RED: ['Pinot Noir', 'Syrah'], WHITE: ['Chardonnay'] }, price: [30, 110] },
          {
            name: 'Dry Creek Valley',
            styles: { RED: ['Zinfandel', 'Petite Sirah'], WHITE: ['Sauvignon Blanc'], ROSE: ['Grenache'] },
            price: [22, 60],
          },
        ],
        producers: [
          'Fogline Vineyards',
          'Bohan Ridge Wines',
          'Pedroncelli Brothers Ranch',
          'Hirsch Hill Cellars',
          'Westwood Barn Winery',
          'Alder Springs Cellars',
        ],
        sites: [
          'Old Vine',
          'Rochioli Block',
          'Bucher Vineyard',
          'Lytton Station',
          'Estate Grown',
          'Sea Ridge',
          'Ponzo Vineyard',
          'Fort Ross Bench',
        ],
      },
      {
        name: 'Willamette Valley',
        appellations: [
          {
            name: 'Dundee Hills',
            styles: { RED: ['Pinot Noir'], WHITE: ['Chardonnay', 'Pinot Gris'] },
            price: [30, 95],
          },
          { name: 'Eola-Amity Hills', styles: { RED: ['Pinot Noir'], WHITE: ['Chardonnay'] }, price: [28, 85] },
        ],
        producers: ['Bergström Hollow', 'Evening Land Crest', 'Lingua Franca Hill', 'Cristom Ridge Cellars'],
        sites: ['Seven Springs', 'Temperance Hill', 'Jessie Vineyard', 'Mount Jefferson Cuvée', 'Louise Vineyard'],
      },
    ],
  },
  {
    code: 'AU',
    name: 'Australia',
    currency: 'AUD',
    naming: 'varietal',
    styleWords: { SPARKLING: ['Brut'] },
    regions: [
      {
        name: 'Barossa Valley',
        appellations: [
          {
            name: 'Barossa Valley',
            styles: { RED: ['Shiraz', 'Grenache', 'Mourvèdre'], FORTIFIED: ['Shiraz', 'Grenache'] },
            price: [22, 320],
            names: { FORTIFIED: ['Grand Tawny', 'Rare Tawny'] },
          },
          { name: 'Eden Valley', styles: { WHITE: ['Riesling'], RED: ['Shiraz'] }, price: [24, 180] },
        ],
        producers: [
          'Kalimna Creek Estate',
          'Seppeltsfield Road Wines',
          'Hentley Farm Estate',
          'Langmeil Bridge Cellars',
          'Elderton Flats Winery',
          'Rockford Gully Wines',
        ],
        sites: [
          'Old Vine',
          'Centenarian',
          'Hill of Grace Block',
          'Basket Press',
          'Black Tongue',
          'Ebenezer Road',
          'Moppa Hills',
        ],
      },
      {
        name: 'Margaret River',
        appellations: [
          {
            name: 'Margaret River',
            styles: { RED: ['Cabernet Sauvignon', 'Merlot'], WHITE: ['Chardonnay', 'Sémillon', 'Sauvignon Blanc'] },
            price: [24, 160],
          },
        ],
        producers: ['Wilyabrup Estate', 'Vasse Ridge Wines', 'Cape Mentelle Bay', 'Wallcliffe Cellars'],
        sites: ['Art Series', 'Diana Madeline', 'Heytesbury', 'Wallcliffe', 'Estate Grown'],
      },
      {
        name: 'Clare Valley',
        appellations: [
          {
            name: 'Clare Valley',
            styles: { WHITE: ['Riesling'], RED: ['Shiraz', 'Cabernet Sauvignon'] },
            price: [20, 60],
          },
        ],
        producers: ['Polish Hill Estate', 'Watervale Stone Wines', 'Sevenhill Ridge Cellars'],
        sites: ['Polish Hill', 'Watervale', 'Springvale', 'Armagh'],
      },
    ],
  },
  {
    code: 'NZ',
    name: 'New Zealand',
    currency: 'NZD',
    naming: 'varietal',
    styleWords: { SPARKLING: ['Brut'] },
    regions: [
      {
        name: 'Marlborough',
        appellations: [
          {
            name: 'Marlborough',
            styles: {
              WHITE: ['Sauvignon Blanc', 'Pinot Gris'],
              RED: ['Pinot Noir'],
              SPARKLING: ['Chardonnay', 'Pinot Noir'],
            },
            price: [20, 65],
          },
        ],
        producers: [
          'Wairau Stone Wines',
          'Awatere Cliffs Estate',
          'Rapaura Road Cellars',
          'Southern Valleys Vineyards',
        ],
        sites: ['Wild Ferment', 'Home Block', 'Te Koko', 'Section 94', 'Awatere Valley'],
      },
      {
        name: 'Central Otago',
        appellations: [
          {
            name: 'Central Otago',
            styles: { RED: ['Pinot Noir'], WHITE: ['Riesling', 'Pinot Gris'] },
            price: [35, 110],
          },
        ],
        producers: ['Bannockburn Terrace Wines', 'Gibbston Ridge Estate', 'Bendigo Station Vineyards'],
        sites: ['Block 3', 'Calvert', 'Cornish Point', 'Bannockburn', 'Lowburn Ferry'],
      },
      {
        name: "Hawke's Bay",
        appellations: [
          {
            name: "Hawke's Bay",
            styles: { RED: ['Syrah', 'Merlot', 'Cabernet Sauvignon'], WHITE: ['Chardonnay'] },
            price: [24, 95],
          },
        ],
        producers: ['Gimblett Gravels Estate', 'Te Mata Slopes Wines', 'Bridge Pa Cellars'],
        sites: ['Gimblett Gravels', 'Bullnose', 'Elston', 'Coleraine'],
      },
    ],
  },
  {
    code: 'AR',
    name: 'Argentina',
    currency: 'USD',
    naming: 'varietal',
    regions: [
      {
        name: 'Mendoza',
        appellations: [
          {
            name: 'Luján de Cuyo',
            styles: { RED: ['Malbec', 'Cabernet Sauvignon'], WHITE: ['Chardonnay'] },
            price: [14, 120],
          },
          {
            name: 'Valle de Uco',
            styles: { RED: ['Malbec', 'Cabernet Franc'], WHITE: ['Chardonnay'] },
            price: [16, 150],
          },
        ],
        producers: [
          'Bodega Aldeas del Sur',
          'Finca Altos de Chacayes',
          'Bodega Piedra Infinita',
          'Finca Las Compuertas',
          'Bodega Cielo Andino',
        ],
        sites: ['Gualtallary', 'Altamira', 'Adrianna Vineyard', 'Los Chacayes', 'Paraje Altamira', 'Vistalba'],
      },
      {
        name: 'Salta',
        appellations: [
          { name: 'Cafayate', styles: { WHITE: ['Torrontés'], RED: ['Malbec', 'Tannat'] }, price: [12, 60] },
        ],
        producers: ['Bodega Colomé Alto', 'Finca El Porvenir Calchaquí', 'Bodega Yacochuya Norte'],
        sites: ['Altura Máxima', 'Valle Calchaquí', 'Amalaya'],
      },
    ],
  },
  {
    code: 'CL',
    name: 'Chile',
    currency: 'USD',
    naming: 'varietal',
    regions: [
      {
        name: 'Maipo Valley',
        appellations: [{ name: 'Puente Alto', styles: { RED: ['Cabernet Sauvignon', 'Carménère'] }, price: [18, 180] }],
        producers: ['Viña Santa Rita Alta', 'Viña El Principal', 'Viña Pirque Viejo'],
        sites: ['Don Melchor Block', 'Cordillera', 'Alto Maipo', 'Casa Real'],
      },
      {
        name: 'Colchagua Valley',
        appellations: [
          { name: 'Apalta', styles: { RED: ['Carménère', 'Syrah', 'Cabernet Sauvignon'] }, price: [16, 120] },
        ],
        producers: ['Viña Lapostolle Sur', 'Viña Montes Alpha', 'Viña Neyen del Valle'],
        sites: ['Clos Apalta', 'Folly', 'Purple Angel', 'Cuvée Alexandre'],
      },
      {
        name: 'Casablanca Valley',
        appellations: [
          {
            name: 'Casablanca Valley',
            styles: { WHITE: ['Sauvignon Blanc', 'Chardonnay'], RED: ['Pinot Noir'] },
            price: [12, 40],
          },
        ],
        producers: ['Viña Kingston Costa', 'Viña Casas del Bosque Fresco'],
        sites: ['Costa', 'Sixty-Ninth Block', 'Cool Coast'],
      },
    ],
  },
  {
    code: 'ZA',
    name: 'South Africa',
    currency: 'ZAR',
    naming: 'varietal',
    styleWords: { SPARKLING: ['Cap Classique Brut'] },
    regions: [
      {
        name: 'Stellenbosch',
        appellations: [
          {
            name: 'Stellenbosch',
            styles: {
              RED: ['Cabernet Sauvignon', 'Pinotage', 'Merlot'],
              WHITE: ['Chenin Blanc', 'Chardonnay'],
              SPARKLING: ['Chardonnay', 'Pinot Noir'],
            },
            price: [140, 1400],
          },
        ],
        producers: ['Simonsberg Estate', 'Helderberg Cellars', 'Jonkershoek Wines', 'Banghoek Vineyards'],
        sites: ['Paul Sauer Block', 'Old Bush Vine', 'Heritage', 'Black Label', 'Five Generations'],
      },
      {
        name: 'Swartland',
        appellations: [
          {
            name: 'Swartland',
            styles: { RED: ['Syrah', 'Grenache', 'Cinsault'], WHITE: ['Chenin Blanc'] },
            price: [180, 900],
          },
        ],
        producers: ['Paardeberg Wines', 'Riebeek Kasteel Cellars', 'Kasteelberg Family Vineyards'],
        sites: ['Skurfberg', 'Kloof Street', 'Columella', 'Granite', 'Iron'],
      },
      {
        name: 'Constantia',
        appellations: [
          {
            name: 'Constantia',
            styles: { DESSERT: ['Muscat de Frontignan'], WHITE: ['Sauvignon Blanc'] },
            price: [200, 1400],
            names: { DESSERT: ['Vin de Constance', 'Natural Sweet'] },
          },
        ],
        producers: ['Constantiaberg Estate', 'Steenberg Hill Wines'],
        sites: ['Perdeblokke', 'Estate', 'Reserve'],
      },
    ],
  },
];

/** Every grape variety named anywhere in the reference data, sorted (made on first use: the first collation loads locale data). */
export const grapeVarieties: () => readonly string[] = lazy(() =>
  [
    ...new Set(
      COUNTRIES.flatMap((c) => c.regions.flatMap((r) => r.appellations.flatMap((a) => Object.values(a.styles).flat()))),
    ),
  ].sort((a, b) => a.localeCompare(b)),
);

const byCode = new Map<string, CountryProfile>(COUNTRIES.map((c) => [c.code, c]));

export function countryByCode(code: string): CountryProfile | undefined {
  return byCode.get(code.toUpperCase());
}

export function regionOf(countryCode: string, region: string): RegionProfile | undefined {
  return countryByCode(countryCode)?.regions.find((r) => r.name === region);
}

export function appellationOf(
  countryCode: string,
  region: string,
  appellation: string,
): AppellationProfile | undefined {
  return regionOf(countryCode, region)?.appellations.find((a) => a.name === appellation);
}
