/** What other features show of call-backs: the call-backs offered to the member (My schedule lists them). */
export { useCallbacks } from "./api/get-callbacks";
