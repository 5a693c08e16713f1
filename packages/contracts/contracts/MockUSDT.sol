// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title MockUSDT
/// @notice Local-only stand-in for BSC USDT (18 decimals, like BSC-USD). Never deployed to mainnet.
contract MockUSDT is ERC20, Ownable {
    constructor() ERC20("Tether USD", "USDT") Ownable(msg.sender) {}

    /// @notice Mints `amount` USDT to `to`.
    /// @param to Receiver of the new tokens.
    /// @param amount Amount in 18-decimal units.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
