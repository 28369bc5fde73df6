export { filesDigest, keepValue, keptFile, keptKey, readKeptValue, writeFileAtomically } from './kept-file';
