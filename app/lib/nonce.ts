import { createContext, useContext } from "react";

/** The CSP nonce of this response; set on the server only (entry.server.tsx). */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
