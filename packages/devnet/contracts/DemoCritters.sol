// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";

/// @title Latch Critters (LCR), the devnet's demo ERC-721 collection
/// @notice The constructor mints `perHolder` tokens to every holder given
/// (ids 1, 2, … in holder order), so a fresh devnet is seeded in one
/// transaction. Token metadata is `<baseURI><id>.json`, served locally by
/// the devnet's metadata server.
contract DemoCritters is ERC721 {
    string private _base;

    constructor(
        string memory baseURI,
        address[] memory holders,
        uint256 perHolder
    ) ERC721("Latch Critters", "LCR") {
        _base = baseURI;
        uint256 id = 1;
        for (uint256 i = 0; i < holders.length; i++) {
            for (uint256 j = 0; j < perHolder; j++) {
                _mint(holders[i], id++);
            }
        }
    }

    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        return string.concat(_base, Strings.toString(tokenId), ".json");
    }
}
