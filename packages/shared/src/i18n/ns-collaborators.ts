import type { Widen } from './widen.ts';

/** The collaborators screen: person cards, search and filters. */
export const ptBR = {
  intro: 'Conheça as pessoas da organização: funcionários, mentores, RH e administradores.',
  search: 'Buscar por nome ou e-mail',
  searchPlaceholder: 'Nome ou e-mail',
  sector: 'Setor',
  sectorAll: 'Todos os setores',
  attribution: 'Atribuição',
  attributionAll: 'Todas',
  attributions: {
    FM: 'Funcionário e mentor',
    RM: 'RH e mentor',
    M: 'Mentor',
  },
  administrator: 'Administrador',
  noSector: 'Sem setor',
  listLabel: 'Colaboradores',
  openProfile: 'Ver perfil de {{name}}',
  photoAlt: 'Foto de {{name}}',
  empty: 'Nenhum colaborador encontrado.',
  loadFailed: 'Não foi possível carregar os colaboradores.',
  loadMore: 'Carregar mais',
} as const;

export const enUS: Widen<typeof ptBR> = {
  intro: 'Meet the organization’s people: employees, mentors, HR and administrators.',
  search: 'Search by name or email',
  searchPlaceholder: 'Name or email',
  sector: 'Sector',
  sectorAll: 'All sectors',
  attribution: 'Attribution',
  attributionAll: 'All',
  attributions: {
    FM: 'Employee and mentor',
    RM: 'HR and mentor',
    M: 'Mentor',
  },
  administrator: 'Administrator',
  noSector: 'No sector',
  listLabel: 'Collaborators',
  openProfile: 'View {{name}}’s profile',
  photoAlt: 'Photo of {{name}}',
  empty: 'No collaborators found.',
  loadFailed: 'The collaborators could not be loaded.',
  loadMore: 'Load more',
};

export const esMX: Widen<typeof ptBR> = {
  intro: 'Conoce a las personas de la organización: empleados, mentores, RR. HH. y administradores.',
  search: 'Buscar por nombre o correo',
  searchPlaceholder: 'Nombre o correo',
  sector: 'Sector',
  sectorAll: 'Todos los sectores',
  attribution: 'Atribución',
  attributionAll: 'Todas',
  attributions: {
    FM: 'Empleado y mentor',
    RM: 'RR. HH. y mentor',
    M: 'Mentor',
  },
  administrator: 'Administrador',
  noSector: 'Sin sector',
  listLabel: 'Colaboradores',
  openProfile: 'Ver el perfil de {{name}}',
  photoAlt: 'Foto de {{name}}',
  empty: 'No se encontraron colaboradores.',
  loadFailed: 'No se pudieron cargar los colaboradores.',
  loadMore: 'Cargar más',
};
