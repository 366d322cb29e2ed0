// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Devnet stand-in for Farcaster's IdRegistry
/// @notice Installed with `anvil_setCode` at the canonical IdRegistry address
///         (0x00000000Fc6c5F01Fc30151999387Bb99A9f489b) so that Sign In With
///         Farcaster verifies offline: `idOf(custody)` is what
///         the Farcaster auth client reads. Fids are written straight into
///         the mapping's storage (`anvil_setStorageAt`, slot 0), never by a
///         transaction, so no dev account's nonce moves.
contract DevIdRegistry {
    mapping(address => uint256) public idOf;
}
