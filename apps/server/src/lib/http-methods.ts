/** Methods that may change something: every one but GET, HEAD and OPTIONS. */
export const isWriteMethod = (method: string): boolean => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
