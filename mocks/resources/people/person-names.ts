import type { SeedRandom } from '../../core/seed-random';

/** The languages the seed names people in. */
export type NameLocale = 'en' | 'fr' | 'it' | 'es' | 'pt' | 'de';

/**
 * Common given names and surnames per language, as people of that country are called today. The
 * seed draws a first and a last name from one language, so no one is "Giulia Oberbrunner".
 */
export const PERSON_NAMES: Record<NameLocale, { first: readonly string[]; last: readonly string[] }> = {
  en: {
    first: ['Olivia', 'James', 'Emma', 'Liam', 'Charlotte', 'Noah', 'Amelia', 'Oliver', 'Sophia', 'Henry', 'Grace', 'Jack', 'Chloe', 'Thomas', 'Emily', 'Daniel', 'Hannah', 'Samuel', 'Lucy', 'Benjamin', 'Ruby', 'William', 'Isla', 'Matthew', 'Zoe', 'Ethan', 'Megan', 'Ryan', 'Laura', 'David', 'Sarah', 'Michael', 'Rachel', 'Andrew', 'Jessica', 'Nathan'],
    last: ['Smith', 'Johnson', 'Williams', 'Brown', 'Taylor', 'Wilson', 'Davies', 'Evans', 'Thompson', 'Walker', 'Robinson', 'Wright', 'Hughes', 'Green', 'Hall', 'Clarke', 'Turner', 'Parker', 'Collins', 'Edwards', 'Stewart', 'Morris', 'Murphy', 'Cooper', 'Bennett', 'Reed', 'Mitchell', 'Campbell', 'Anderson', 'Harris', 'Kelly', 'Foster', 'Price', 'Sullivan', 'Hayes', 'Barnes'],
  },
  fr: {
    first: ['Camille', 'Louis', 'Léa', 'Hugo', 'Manon', 'Jules', 'Chloé', 'Gabriel', 'Inès', 'Arthur', 'Juliette', 'Raphaël', 'Clara', 'Théo', 'Élise', 'Lucas', 'Margaux', 'Antoine', 'Sophie', 'Mathieu', 'Pauline', 'Nicolas', 'Aurélie', 'Julien', 'Claire', 'Étienne', 'Amandine', 'Baptiste', 'Océane', 'Guillaume'],
    last: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefebvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Morel', 'Girard', 'Bonnet', 'Dupont', 'Lambert', 'Fontaine', 'Rousseau', 'Mercier', 'Blanc', 'Guérin'],
  },
  it: {
    first: ['Giulia', 'Lorenzo', 'Sofia', 'Alessandro', 'Chiara', 'Matteo', 'Francesca', 'Leonardo', 'Alessia', 'Davide', 'Martina', 'Federico', 'Elena', 'Marco', 'Valentina', 'Giovanni', 'Sara', 'Andrea', 'Beatrice', 'Tommaso', 'Ilaria', 'Riccardo', 'Silvia', 'Stefano'],
    last: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti', 'Barbieri', 'Fontana', 'Santoro', 'Mariani'],
  },
  es: {
    first: ['Lucía', 'Hugo', 'Martina', 'Mateo', 'María', 'Pablo', 'Paula', 'Daniel', 'Carmen', 'Alejandro', 'Sofía', 'Javier', 'Valentina', 'Diego', 'Elena', 'Álvaro', 'Laura', 'Sergio', 'Isabel', 'Adrián', 'Marta', 'Andrés', 'Camila', 'Tomás'],
    last: ['García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Álvarez', 'Muñoz', 'Romero', 'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Castro'],
  },
  pt: {
    first: ['Beatriz', 'João', 'Mariana', 'Rodrigo', 'Inês', 'Tiago', 'Carolina', 'Duarte', 'Leonor', 'Francisco', 'Matilde', 'Gonçalo', 'Ana', 'Miguel', 'Rita', 'Pedro', 'Catarina', 'Rui'],
    last: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Sousa', 'Fernandes', 'Gonçalves', 'Gomes', 'Lopes', 'Marques', 'Almeida', 'Ribeiro', 'Carvalho', 'Teixeira'],
  },
  de: {
    first: ['Anna', 'Lukas', 'Lena', 'Felix', 'Sophie', 'Jonas', 'Laura', 'Maximilian', 'Julia', 'Paul', 'Katharina', 'Leon', 'Hannah', 'Tobias', 'Marie', 'Florian', 'Johanna', 'Sebastian', 'Lea', 'Moritz', 'Carla', 'Niklas', 'Franziska', 'Jan'],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Braun', 'Zimmermann', 'Krüger', 'Hartmann', 'Lange', 'Werner', 'Krause'],
  },
};

/** The language people of a wine country are named in. */
export const COUNTRY_NAME_LOCALE: Record<string, NameLocale> = {
  FR: 'fr',
  IT: 'it',
  ES: 'es',
  AR: 'es',
  CL: 'es',
  PT: 'pt',
  DE: 'de',
  US: 'en',
  AU: 'en',
  NZ: 'en',
  ZA: 'en',
};

export interface PersonName {
  first: string;
  last: string;
  locale: NameLocale;
}

/** A given name and a surname of one language; a few people carry a double surname, as the language does it. */
export function drawPersonName(random: SeedRandom, locale: NameLocale): PersonName {
  const names = PERSON_NAMES[locale];
  const first = random.pick(names.first);
  let last = random.pick(names.last);
  if (random.chance(0.04)) {
    const second = random.pick(names.last);
    if (second !== last) last = locale === 'es' ? `${last} ${second}` : `${last}-${second}`;
  }
  return { first, last, locale };
}

/** The part of an e-mail address a name becomes: accents and spaces dropped, lower case. */
export function emailPart(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9-]/g, '')
    .toLowerCase();
}
