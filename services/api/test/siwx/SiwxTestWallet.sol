// SPDX-License-Identifier: MIT
// Test-only contract accounts for the sign-in tests (siwxContractAccounts.test.ts):
// an EIP-1271 wallet that accepts signatures of its owner, and a CREATE2
// factory, so a wallet can sign before it is deployed (EIP-6492).
pragma solidity ^0.8.20;

contract SiwxTestWallet {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    /// EIP-1271: valid when `signature` (r, s, v) is the owner's over `hash`.
    function isValidSignature(bytes32 hash, bytes calldata signature)
        external
        view
        returns (bytes4)
    {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner
            ? bytes4(0x1626ba7e)
            : bytes4(0xffffffff);
    }
}

contract SiwxTestWalletFactory {
    /// Deploys the wallet of `owner` at its CREATE2 address.
    function deploy(address owner, bytes32 salt) external returns (address) {
        return address(new SiwxTestWallet{salt: salt}(owner));
    }
}
