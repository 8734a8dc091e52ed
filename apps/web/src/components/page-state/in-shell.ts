import { createContext, useContext } from 'react';

/** True inside the signed-in shell, whose breadcrumb already gives the page its h1. */
export const InShellContext = createContext(false);
export const useInShell = () => useContext(InShellContext);
