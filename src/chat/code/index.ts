// The code page (Q-24…Q-28, C-09) and the code that found a chat, for its session page (NS-52).
export { CodeLoginPage, CodePage } from './code-page.tsx';
export { forgetChatCodes, rememberChatCode, rememberedChatCode } from './remembered-code.ts';
