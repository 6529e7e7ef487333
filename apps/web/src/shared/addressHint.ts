/**
 * A text that can hold a link: only addresses written with http(s):// or www. become links
 * (linkify.ts), so a text without either is shown as it is, without loading linkifyjs.
 */
export const mayHoldAddress = (text: string): boolean => /https?:\/\/|www\./i.test(text)
