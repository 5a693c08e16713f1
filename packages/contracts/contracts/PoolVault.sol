// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";

/// @title PoolVault
/// @notice Owner-controlled token holder. Three instances receive the order split: the static
/// dividend pool, the central bank pool and the fee pool.
contract PoolVault is Ownable2Step {
    using SafeERC20 for IERC20;

    /// @notice Human-readable role of this vault, e.g. "staticDividendPool".
    string public name;

    event Withdrawn(address indexed token, address indexed to, uint256 amount);

    error ZeroAddress();
    error ZeroAmount();

    constructor(string memory name_) Ownable(msg.sender) {
        name = name_;
    }

    /// @notice Sends `amount` of `token` held by the vault to `to`.
    /// @param token ERC-20 token to send.
    /// @param to Receiver.
    /// @param amount Amount in the token's units.
    function withdraw(IERC20 token, address to, uint256 amount) external onlyOwner {
        if (to == address(0)) revert ZeroAddress();
        if (amount == 0) revert ZeroAmount();
        emit Withdrawn(address(token), to, amount);
        token.safeTransfer(to, amount);
    }
}
