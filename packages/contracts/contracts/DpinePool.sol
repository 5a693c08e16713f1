// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IDpinePool} from "./interfaces/IDpinePool.sol";

/// @title DpinePool
/// @notice USDT/DPINE constant-product pool with a 25 bps fee that stays in the pool. Liquidity is
/// provided by the owner only (no LP tokens); anyone may donate USDT to the reserves.
/// @dev Reserves are tracked in storage, so tokens sent directly to the contract are ignored.
contract DpinePool is IDpinePool, Ownable2Step, Pausable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @notice Swap fee in basis points, charged on the input amount.
    uint256 public constant FEE_BPS = 25;
    uint256 private constant BPS = 10_000;

    IERC20 public immutable usdt;
    IERC20 public immutable dpine;

    uint256 private _reserveUsdt;
    uint256 private _reserveDpine;

    event Swapped(
        address indexed sender,
        address indexed recipient,
        bool usdtIn,
        uint256 amountIn,
        uint256 amountOut,
        uint256 fee,
        uint256 reserveUsdt,
        uint256 reserveDpine
    );
    event LiquidityAdded(address indexed provider, uint256 usdtAmount, uint256 dpineAmount);
    event LiquidityRemoved(address indexed provider, uint256 usdtAmount, uint256 dpineAmount);
    event UsdtDonated(address indexed from, uint256 amount, uint256 reserveUsdt, uint256 reserveDpine);

    error ZeroAmount();
    error ZeroAddress();
    error DeadlineExpired(uint256 deadline, uint256 timestamp);
    error InsufficientOutput(uint256 amountOut, uint256 minAmountOut);
    error InsufficientLiquidity();

    constructor(IERC20 usdt_, IERC20 dpine_) Ownable(msg.sender) {
        if (address(usdt_) == address(0) || address(dpine_) == address(0)) revert ZeroAddress();
        usdt = usdt_;
        dpine = dpine_;
    }

    /// @notice Swaps exactly `amountIn` of one token for as much of the other as the curve gives.
    /// @param usdtIn True to sell USDT for DPINE, false to sell DPINE for USDT.
    /// @param amountIn Input amount, pulled from the caller (needs an allowance).
    /// @param minAmountOut Reverts with InsufficientOutput if the output would be lower.
    /// @param recipient Receiver of the output tokens.
    /// @param deadline Last timestamp at which the swap may execute.
    /// @return amountOut Output amount sent to `recipient`.
    function swapExactIn(bool usdtIn, uint256 amountIn, uint256 minAmountOut, address recipient, uint256 deadline)
        external
        nonReentrant
        whenNotPaused
        returns (uint256 amountOut)
    {
        if (block.timestamp > deadline) revert DeadlineExpired(deadline, block.timestamp);
        if (amountIn == 0) revert ZeroAmount();
        if (recipient == address(0)) revert ZeroAddress();
        amountOut = getAmountOut(usdtIn, amountIn);
        if (amountOut == 0) revert InsufficientLiquidity();
        if (amountOut < minAmountOut) revert InsufficientOutput(amountOut, minAmountOut);

        (IERC20 tokenIn, IERC20 tokenOut) = usdtIn ? (usdt, dpine) : (dpine, usdt);
        if (usdtIn) {
            _reserveUsdt += amountIn;
            // amountOut < _reserveDpine: the curve never pays out the whole reserve.
            unchecked {
                _reserveDpine -= amountOut;
            }
        } else {
            _reserveDpine += amountIn;
            // amountOut < _reserveUsdt: the curve never pays out the whole reserve.
            unchecked {
                _reserveUsdt -= amountOut;
            }
        }
        emit Swapped(
            msg.sender, recipient, usdtIn, amountIn, amountOut, _feeOf(amountIn), _reserveUsdt, _reserveDpine
        );

        tokenIn.safeTransferFrom(msg.sender, address(this), amountIn);
        tokenOut.safeTransfer(recipient, amountOut);
    }

    /// @notice Adds USDT to the reserves without taking anything back (no LP share).
    /// @dev Used by the order contract to return 10% of every sale to the pool.
    /// @param amount USDT amount, pulled from the caller (needs an allowance).
    function donateUsdt(uint256 amount) external nonReentrant whenNotPaused {
        if (amount == 0) revert ZeroAmount();
        _reserveUsdt += amount;
        emit UsdtDonated(msg.sender, amount, _reserveUsdt, _reserveDpine);
        usdt.safeTransferFrom(msg.sender, address(this), amount);
    }

    /// @notice Owner adds both tokens to the reserves. The ratio sets the price when the pool is empty.
    /// @param usdtAmount USDT pulled from the owner.
    /// @param dpineAmount DPINE pulled from the owner.
    function addLiquidity(uint256 usdtAmount, uint256 dpineAmount) external onlyOwner nonReentrant {
        if (usdtAmount == 0 || dpineAmount == 0) revert ZeroAmount();
        _reserveUsdt += usdtAmount;
        _reserveDpine += dpineAmount;
        emit LiquidityAdded(msg.sender, usdtAmount, dpineAmount);
        usdt.safeTransferFrom(msg.sender, address(this), usdtAmount);
        dpine.safeTransferFrom(msg.sender, address(this), dpineAmount);
    }

    /// @notice Owner takes tokens out of the reserves; works while paused.
    /// @param usdtAmount USDT sent to the owner.
    /// @param dpineAmount DPINE sent to the owner.
    function removeLiquidity(uint256 usdtAmount, uint256 dpineAmount) external onlyOwner nonReentrant {
        if (usdtAmount == 0 && dpineAmount == 0) revert ZeroAmount();
        if (usdtAmount > _reserveUsdt || dpineAmount > _reserveDpine) revert InsufficientLiquidity();
        // Both amounts were just checked against the reserves.
        unchecked {
            _reserveUsdt -= usdtAmount;
            _reserveDpine -= dpineAmount;
        }
        emit LiquidityRemoved(msg.sender, usdtAmount, dpineAmount);
        if (usdtAmount > 0) usdt.safeTransfer(msg.sender, usdtAmount);
        if (dpineAmount > 0) dpine.safeTransfer(msg.sender, dpineAmount);
    }

    /// @notice Stops swaps and donations.
    function pause() external onlyOwner {
        _pause();
    }

    /// @notice Resumes swaps and donations.
    function unpause() external onlyOwner {
        _unpause();
    }

    /// @notice Output of swapping `amountIn`, after the fee. Zero if the pool is empty.
    /// @param usdtIn True for USDT -> DPINE, false for DPINE -> USDT.
    /// @param amountIn Input amount.
    function getAmountOut(bool usdtIn, uint256 amountIn) public view returns (uint256) {
        (uint256 reserveIn, uint256 reserveOut) = usdtIn ? (_reserveUsdt, _reserveDpine) : (_reserveDpine, _reserveUsdt);
        if (reserveIn == 0 || reserveOut == 0) return 0;
        uint256 amountInAfterFee = amountIn * (BPS - FEE_BPS);
        return (amountInAfterFee * reserveOut) / (reserveIn * BPS + amountInAfterFee);
    }

    /// @notice Current reserves (tracked, not balanceOf).
    function getReserves() external view returns (uint256 reserveUsdt, uint256 reserveDpine) {
        return (_reserveUsdt, _reserveDpine);
    }

    /// @notice Spot price: USDT per DPINE with 18 decimals. Reverts if the pool is empty.
    function price() external view returns (uint256) {
        if (_reserveUsdt == 0 || _reserveDpine == 0) revert InsufficientLiquidity();
        return (_reserveUsdt * 1e18) / _reserveDpine;
    }

    function _feeOf(uint256 amountIn) private pure returns (uint256) {
        return (amountIn * FEE_BPS) / BPS;
    }
}
