// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";

/// @title Latch Badges, the devnet's demo ERC-1155 collection
/// @notice The constructor mints the given ids and amounts to every holder
/// (one TransferBatch per holder), so a fresh devnet is seeded in one
/// transaction. Token metadata is `<baseURI><id>.json` (the id in decimals,
/// not the ERC-1155 `{id}` template), served by the devnet's metadata server.
contract DemoBadges is ERC1155 {
    string public constant name = "Latch Badges";
    string public constant symbol = "LBG";
    string private _base;

    constructor(
        string memory baseURI,
        address[] memory holders,
        uint256[] memory ids,
        uint256[] memory amounts
    ) ERC1155("") {
        _base = baseURI;
        for (uint256 i = 0; i < holders.length; i++) {
            _mintBatch(holders[i], ids, amounts, "");
        }
    }

    function uri(uint256 id) public view override returns (string memory) {
        return string.concat(_base, Strings.toString(id), ".json");
    }
}
