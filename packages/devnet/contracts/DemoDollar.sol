// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title Latch Demo Dollar (LUSD)
/// @notice A 6-decimal ERC-20 for the Latch local devnet's second trading
/// pair (ETH/LDT and LDT/LUSD pools, so routes have a hop). Deployed
/// through the CREATE2 deployer, so its owner is an argument, not the
/// sender; the constructor mints `amount` to every holder given.
contract DemoDollar is ERC20 {
    address public immutable owner;

    error NotOwner();

    constructor(address owner_, address[] memory holders, uint256 amount)
        ERC20("Latch Demo Dollar", "LUSD")
    {
        owner = owner_;
        for (uint256 i = 0; i < holders.length; i++) {
            _mint(holders[i], amount);
        }
    }

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    /// @notice Owner-only mint, for topping up accounts in tests.
    function mint(address to, uint256 value) external {
        if (msg.sender != owner) revert NotOwner();
        _mint(to, value);
    }
}
