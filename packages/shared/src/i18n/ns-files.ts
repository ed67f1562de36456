import type { Widen } from './widen.ts';

/** Texts of the upload and file errors from the API. */
export const ptBR = {
  title: 'Arquivos',
  missingFile: 'Selecione um arquivo para enviar',
  photoType: 'A foto deve ser uma imagem PNG ou JPEG',
  photoTooLarge: 'A foto deve ter no máximo {{max}} MB',
  photoDimensions: 'A foto deve ter no máximo {{side}} pixels de largura e de altura e {{megapixels}} megapixels',
  resumeType: 'O currículo deve ser um arquivo PDF',
  resumeTooLarge: 'O currículo deve ter no máximo {{max}} MB',
  fileNotUsable: 'Arquivo inválido ou já utilizado. Envie o arquivo novamente.',
  tooManyUploads: 'Muitos arquivos enviados. Tente novamente mais tarde.',
} as const;

export const enUS: Widen<typeof ptBR> = {
  title: 'Files',
  missingFile: 'Choose a file to upload',
  photoType: 'The photo must be a PNG or JPEG image',
  photoTooLarge: 'The photo must be at most {{max}} MB',
  photoDimensions: 'The photo must be at most {{side}} pixels wide and high and {{megapixels}} megapixels',
  resumeType: 'The résumé must be a PDF file',
  resumeTooLarge: 'The résumé must be at most {{max}} MB',
  fileNotUsable: 'Invalid or already used file. Upload the file again.',
  tooManyUploads: 'Too many files uploaded. Try again later.',
};

export const esMX: Widen<typeof ptBR> = {
  title: 'Archivos',
  missingFile: 'Selecciona un archivo para enviar',
  photoType: 'La foto debe ser una imagen PNG o JPEG',
  photoTooLarge: 'La foto debe pesar como máximo {{max}} MB',
  photoDimensions: 'La foto debe medir como máximo {{side}} píxeles de ancho y de alto y {{megapixels}} megapíxeles',
  resumeType: 'El currículum debe ser un archivo PDF',
  resumeTooLarge: 'El currículum debe pesar como máximo {{max}} MB',
  fileNotUsable: 'Archivo no válido o ya utilizado. Vuelve a enviar el archivo.',
  tooManyUploads: 'Demasiados archivos enviados. Inténtalo más tarde.',
};
