/** Said on a page opened by a letter's link whose fragment was lost (a mail client cut the link). */
export const INCOMPLETE_LINK = 'Ссылка неполная: откройте её из письма целиком или скопируйте в адресную строку полностью.';
