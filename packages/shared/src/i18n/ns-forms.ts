import type { Widen } from './widen.ts';

/**
 * Texts of the parts forms share: the address block (profile location, company, student), the CEP
 * lookup's answers and the unsaved-changes prompt (spec §8 "Discard").
 */
export const ptBR = {
  select: 'Selecione',
  nothingFound: 'Nenhuma opção encontrada',
  address: {
    country: 'País',
    postalCodeBrazil: 'CEP',
    postalCode: 'Código postal',
    address: 'Endereço',
    streetNumber: 'Número',
    neighborhood: 'Bairro',
    complement: 'Complemento',
    state: 'Estado',
    stateOther: 'Estado/província',
    city: 'Cidade',
    loadingCities: 'Carregando cidades…',
    chooseStateFirst: 'Escolha o estado primeiro',
    lookingUp: 'Buscando o endereço deste CEP…',
  },
  cep: {
    notFound: 'CEP não encontrado',
    unavailable: 'A consulta de CEP não está disponível no momento',
  },
  unsaved: {
    title: 'Alterações não salvas',
    message: 'Tem certeza que deseja descartar suas alterações?',
    stay: 'Continuar editando',
    leave: 'Descartar',
  },
} as const;

export const enUS: Widen<typeof ptBR> = {
  select: 'Select',
  nothingFound: 'No options found',
  address: {
    country: 'Country',
    postalCodeBrazil: 'CEP (postal code)',
    postalCode: 'Postal code',
    address: 'Address',
    streetNumber: 'Number',
    neighborhood: 'Neighbourhood',
    complement: 'Address line 2',
    state: 'State',
    stateOther: 'State/province',
    city: 'City',
    loadingCities: 'Loading cities…',
    chooseStateFirst: 'Choose the state first',
    lookingUp: 'Looking up the address of this CEP…',
  },
  cep: {
    notFound: 'CEP not found',
    unavailable: 'The CEP lookup is not available at the moment',
  },
  unsaved: {
    title: 'Unsaved changes',
    message: 'Are you sure you want to discard your changes?',
    stay: 'Keep editing',
    leave: 'Discard',
  },
};

export const esMX: Widen<typeof ptBR> = {
  select: 'Selecciona',
  nothingFound: 'No se encontraron opciones',
  address: {
    country: 'País',
    postalCodeBrazil: 'CEP (código postal)',
    postalCode: 'Código postal',
    address: 'Dirección',
    streetNumber: 'Número',
    neighborhood: 'Colonia/barrio',
    complement: 'Complemento',
    state: 'Estado',
    stateOther: 'Estado/provincia',
    city: 'Ciudad',
    loadingCities: 'Cargando ciudades…',
    chooseStateFirst: 'Elige primero el estado',
    lookingUp: 'Buscando la dirección de este CEP…',
  },
  cep: {
    notFound: 'CEP no encontrado',
    unavailable: 'La consulta de CEP no está disponible en este momento',
  },
  unsaved: {
    title: 'Cambios sin guardar',
    message: '¿Seguro que deseas descartar tus cambios?',
    stay: 'Seguir editando',
    leave: 'Descartar',
  },
};
