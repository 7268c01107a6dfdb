/** The dashboard's own Spanish texts (load failures follow the spec's "Error al cargar…" tone). */
export const ADMIN_MESSAGES = {
  overviewLoadFailed: 'Error al cargar los shows. Por favor, intenta de nuevo.',
  eventLoadFailed: 'Error al cargar los datos del evento',
  eventNotFound: 'Evento no encontrado',
  attendeesLoadFailed: 'Error al cargar los asistentes. Por favor, intenta de nuevo.',
  saveFailed: 'Error al guardar el evento. Intenta de nuevo.',
  fixFields: 'Revisa los campos marcados.',
  created: 'Evento creado.',
  saved: 'Cambios guardados.',
  refundFailed: 'Error al pedir el reembolso. Intenta de nuevo.',
  refundQuestion: (name: string, total: string) =>
    `¿Reembolsar ${total} a ${name || 'este comprador'}? Mercado Pago devolverá el dinero y el ticket quedará cancelado; su QR dejará de servir.`,
  refundRequested: 'Reembolso pedido a Mercado Pago. El ticket se cancelará cuando lo confirme.',
  noShows: 'No hay shows para este filtro.',
  noAttendees: 'Aún no hay tickets para este show.',
  noMatches: 'Ningún asistente coincide con la búsqueda.',
  salesLoadFailed: 'Error al cargar las ventas por tipo. Por favor, intenta de nuevo.',
  shiftsLoadFailed: 'Error al cargar los cierres de caja. Por favor, intenta de nuevo.',
  promoCodesLoadFailed: 'Error al cargar los códigos. Por favor, intenta de nuevo.',
  promoCodeFailed: 'Error al guardar el código. Intenta de nuevo.',
  promoCodeCreated: (code: string) => `Código ${code} creado.`,
  promoCodeSwitched: (code: string, active: boolean) =>
    active ? `Código ${code} activado.` : `Código ${code} desactivado: ya no se puede usar.`,
  noPromoCodes: 'Este show aún no tiene códigos de descuento.',
  moreShows: (limit: number) =>
    `Se muestran los primeros ${limit} shows. Filtra por ciudad o periodo para ver el resto.`,
} as const;
