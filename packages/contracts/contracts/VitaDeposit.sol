// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @title VitaDeposit
/// @notice Moves a member's USDT or DPINE from their wallet into the app: `deposit` takes the tokens
/// from the caller and emits `Deposited(member, token, amount)`, which the app's indexer credits to the
/// in-app balance of the member signed in with that wallet. The caller is the depositor, so a deposit
/// cannot be attributed to anyone else. Only the two tokens are accepted and each has a minimum, so a
/// wrong token or a dust amount is refused before anything moves. The contract holds the deposits; the
/// owner moves them to the payout wallet that pays withdrawals.
contract VitaDeposit is Ownable2Step, Pausable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    IERC20 public immutable usdt;
    IERC20 public immutable dpine;

    /// @notice Smallest accepted deposit per token, in the token's units.
    mapping(address token => uint256) public minimumDeposit;

    /// @notice `amount` of `token` (what the contract received) was deposited by `member`.
    event Deposited(address indexed member, address indexed token, uint256 amount);
    event MinimumDepositUpdated(address indexed token, uint256 minimum);
    event Withdrawn(address indexed token, address indexed to, uint256 amount);

    error TokenNotAccepted(address token);
    error BelowMinimumDeposit(uint256 minimum);
    error ZeroAddress();
    error ZeroAmount();

    constructor(IERC20 usdt_, IERC20 dpine_) Ownable(msg.sender) {
        if (address(usdt_) == address(0) || address(dpine_) == address(0)) revert ZeroAddress();
        usdt = usdt_;
        dpine = dpine_;
    }

    /// @notice Deposits `amount` of `token` (USDT or DPINE) from the caller's wallet; the caller must
    /// have approved this contract for at least `amount`.
    /// @param token USDT or DPINE.
    /// @param amount Amount in the token's units, at least `minimumDeposit[token]` and above zero.
    function deposit(IERC20 token, uint256 amount) external nonReentrant whenNotPaused {
        if (token != usdt && token != dpine) revert TokenNotAccepted(address(token));
        if (amount == 0) revert ZeroAmount();
        uint256 minimum = minimumDeposit[address(token)];
        if (amount < minimum) revert BelowMinimumDeposit(minimum);
        uint256 before = token.balanceOf(address(this));
        token.safeTransferFrom(msg.sender, address(this), amount);
        // What arrived, not what was asked: a token that charges on transfer is credited what it delivered.
        emit Deposited(msg.sender, address(token), token.balanceOf(address(this)) - before);
    }

    /// @notice Sets the smallest accepted deposit of `token` (USDT or DPINE).
    function setMinimumDeposit(IERC20 token, uint256 minimum) external onlyOwner {
        if (token != usdt && token != dpine) revert TokenNotAccepted(address(token));
        minimumDeposit[address(token)] = minimum;
        emit MinimumDepositUpdated(address(token), minimum);
    }

    /// @notice Sends `amount` of `token` held here to `to` (the payout wallet, or back to someone who
    /// transferred tokens here without `deposit`).
    function withdraw(IERC20 token, address to, uint256 amount) external onlyOwner nonReentrant {
        if (to == address(0)) revert ZeroAddress();
        if (amount == 0) revert ZeroAmount();
        emit Withdrawn(address(token), to, amount);
        token.safeTransfer(to, amount);
    }

    /// @notice Stops deposits (withdrawals by the owner stay possible).
    function pause() external onlyOwner {
        _pause();
    }

    function unpause() external onlyOwner {
        _unpause();
    }
}
