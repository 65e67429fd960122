/** Text made safe inside HTML, as element content or a quoted attribute's value. */
export const htmlText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
